/**
 * The identifiers and key material every example in this package uses. Each value is defined
 * once here so that a wallet created in one example is the wallet read, updated, exported and
 * deleted in the others. Keys and addresses were generated for these examples and control
 * nothing.
 */

/** The parent organization that runs the integration. */
export const ORGANIZATION_ID = 'e28aac99-cdc0-47d4-8635-cf398951a43c';
export const ORGANIZATION_NAME = 'Acme Payments';

/** A sub-organization that holds one end user's wallet. */
export const SUB_ORGANIZATION_ID = '97d4e609-f489-43ad-b79e-44e0b0c41b74';
export const SUB_ORGANIZATION_NAME = 'End user 7f3c';

/** Root user of the parent organization who signs most example requests. */
export const USER_ID = '461271d0-3205-4259-a50c-8645ad27db39';
export const USER_NAME = 'Alice Ops';
export const USER_EMAIL = 'alice@acme.example';

/** The second root user, who approves activities that need consensus. */
export const SECOND_USER_ID = 'e1a01cc7-4550-432f-8a87-606867515a1e';
export const SECOND_USER_NAME = 'Bob Security';

/** The root user of the sub-organization (the end user of an embedded wallet). */
export const END_USER_ID = 'f32fddcb-6522-403f-8953-470b5953378a';
export const END_USER_NAME = 'dana';
export const END_USER_EMAIL = 'dana@example.com';
export const END_USER_PHONE_NUMBER = '+14155550123';

/** An API-only user for backend automation. */
export const SERVICE_USER_ID = 'd4dec8fd-c0ed-43d1-93fc-7539e4808944';
export const SERVICE_USER_NAME = 'settlement-service';

export const API_KEY_ID = '5b23c676-4ac0-4d07-855c-4483c2a04805';
export const API_KEY_NAME = 'alice-laptop';
/** Compressed P-256 public key of Alice's API key. */
export const API_KEY_PUBLIC_KEY =
  '02d124146ac675541691dc9aa82047d1f63235fec5160e4e3c4bb3a62dfa173843';
/** Bob's API key. */
export const SECOND_USER_API_KEY_ID = 'b7e4c2d9-6a15-4f38-8e2b-9d0c3a5f7e61';
export const SECOND_USER_API_KEY_PUBLIC_KEY =
  '03a24fd3346e4a9bf8a06e75f382052550f59ca738c84e46e35e620e374867408e';
/** The service user's API key. */
export const SERVICE_API_KEY_ID = '7d2f9a61-0c4b-4e87-b3d5-8a1e6f2c9b40';
export const SERVICE_API_KEY_PUBLIC_KEY =
  '03d342217f8feafb875c809aa9da08a4bd0b991735236aab30ca44bb194f7ae619';
export const SESSION_API_KEY_ID = '9a16a0e9-fed0-4cf9-9bff-e25b8e7b993e';

export const AUTHENTICATOR_ID = '30938ff6-b888-48b0-8247-8faf573707ac';
export const AUTHENTICATOR_NAME = 'Dana MacBook passkey';
export const AUTHENTICATOR_AAGUID = 'de70bd0b-c897-4aea-a3e5-161c0d8cdd8b';
export const AUTHENTICATOR_CREDENTIAL_ID = 'r9Lpd22-__A1xoxQ2ydPGHRjDxo';
/** The challenge and attestation of Dana's passkey registration (base64url). */
export const PASSKEY_CHALLENGE = 'tfyeVpqkeeeVMt_j33s4NOjwXVnU850FfAYWN7ETOYo';
export const PASSKEY_CLIENT_DATA_JSON =
  'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoidGZ5ZVZwcWtlZWVWTXRfajMzczROT2p3WFZuVTg1MEZmQVlXTjdFVE9ZbyIsIm9yaWdpbiI6Imh0dHBzOi8vd2FsbGV0LmFjbWUuZXhhbXBsZSIsImNyb3NzT3JpZ2luIjpmYWxzZX0';
export const PASSKEY_ATTESTATION_OBJECT =
  'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YViYHXFXXwKOmVaB2xWszu_1R3Wph1rFUqZ3E5N_7M2hxoBp-T3uI3e1TqeBwxoZNy-EKYdC5VE2kH1FLPjXw0IRtjt53LM6T1olejvHnHq-vczXJOzFxpzd3ROYIvlQ3xzd95WUSg';
export const AUTHENTICATOR_PUBLIC_KEY =
  '028b750bd47681e98ae396ea8e5b7f69162355ef7c19caab3a3637ee07aa11a75a';

export const OAUTH_PROVIDER_ID = '0ce19df6-5128-45e3-a5c8-567eced6b7b4';

export const WALLET_ID = '13164a11-a38b-4dc5-b3f7-f3a710d8dedc';
export const WALLET_NAME = 'Treasury';
export const ETHEREUM_ACCOUNT_ID = 'c45c15e9-9005-4296-980d-3f43b9370935';
export const SOLANA_ACCOUNT_ID = '6f3981d3-d631-4379-bd0d-7d7f34c4268e';
export const ETHEREUM_PATH = "m/44'/60'/0'/0/0";
export const SOLANA_PATH = "m/44'/501'/0'/0'";
/** EIP-55 checksummed address of the wallet's first Ethereum account. */
export const ETHEREUM_ADDRESS = '0x639D8Bc9182Ef7737d552a5018AaeE4643eC7FCA';
/** Base58 address of the wallet's first Solana account. */
export const SOLANA_ADDRESS = 'DDWMPgJyNFug4URAThYi32vSUUkA4FtXYiH2frNdhckv';
/** A second Solana account, derived later with create_wallet_accounts. */
export const SOLANA_SECOND_PATH = "m/44'/501'/1'/0'";
export const SOLANA_SECOND_ACCOUNT_ID = '3d8a5f21-9b64-4c07-a1e3-6f2b8d4c7e95';
export const SOLANA_SECOND_ADDRESS = 'EeQyFYMuJvoY7kVEPhfm41NHVGVx9LzLML7yYXVLUAq8';

/** The wallet created with Dana's sub-organization, and its Ethereum account. */
export const END_USER_WALLET_ID = '724254db-6207-4ad6-985c-ff99145ba4be';
export const END_USER_WALLET_NAME = 'Dana wallet';
export const END_USER_ETHEREUM_ADDRESS = '0x8728a7C40BF88ba0c1A3Af17B033bb6c04754ad7';

export const PRIVATE_KEY_ID = '5483fa38-8929-4629-95f1-58acb20aaa18';
export const PRIVATE_KEY_NAME = 'hot-signer-1';
/** Compressed secp256k1 public key of the standalone private key. */
export const PRIVATE_KEY_PUBLIC_KEY =
  '03df474ef7ee76eae6bdc131ef8a2396aeb6ef9573f724e0dc405e207f563d7f95';
export const PRIVATE_KEY_ADDRESS = '0x58Ad6bda10F56805a0f1681d44E38f819B4a3bEF';

export const POLICY_ID = 'da575152-50d0-43f9-a285-4b19d65caa1a';
export const POLICY_NAME = 'Two approvals for treasury transfers';

export const USER_TAG_ID = '2bf9be3b-c1c9-436b-93b5-ee50535d2109';
export const USER_TAG_NAME = 'treasury-approvers';
export const PRIVATE_KEY_TAG_ID = '13905a0f-3c00-47ad-823b-ee2d05ca4e07';
export const PRIVATE_KEY_TAG_NAME = 'hot-wallets';

export const INVITATION_ID = 'a7c3e0d2-5b14-4f8e-9c61-2d8f7b3e4a90';

/** The activity that waits for a second approval in the consensus examples. */
export const PENDING_ACTIVITY_ID = 'b1e6f2a4-7c38-4d95-8e0a-3f5c9d2b6e17';
export const PENDING_ACTIVITY_FINGERPRINT =
  '0f5b686c1285534191cc2349d2430b0c9f8e547e4665bed71127d4baa2bb75e2';

export const OTP_ID = 'c9d4a1f7-2e85-4b30-a6f9-8d1e5c7b2f04';

/** Compressed P-256 key the client generated to receive an encrypted bundle. */
export const TARGET_PUBLIC_KEY =
  '0262248f3f3466b119c71387e7f317185c2c466e22d2a883423a95c87d6e525e37';

/** Time every example activity was created: 2025-03-04T09:30:00Z. */
export const CREATED_AT_SECONDS = '1741080600';
export const UPDATED_AT_SECONDS = '1741080601';
export const REQUEST_TIMESTAMP_MS = '1741080600000';

/**
 * Opaque values that stand in for ciphertext and tokens. They have the outward form of the real
 * thing (an OIDC JWT, hex ciphertext, a base58 credential bundle) and decrypt to nothing.
 */
export const OIDC_TOKEN =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6IjZmNzI1NDEwMWY1NmU0MWNmMzVjOTkyNmRlODRhMmQ1NTJiNGM2ZjEiLCJ0eXAiOiJKV1QifQ.eyJpc3MiOiJodHRwczovL2FjY291bnRzLmdvb2dsZS5jb20iLCJhdWQiOiJhY21lLXdlYi5hcHBzLmV4YW1wbGUiLCJzdWIiOiIxMDQ4MzEyOTc0NTM2Mjk1ODQxMTIiLCJlbWFpbCI6ImRhbmFAZXhhbXBsZS5jb20iLCJlbWFpbF92ZXJpZmllZCI6dHJ1ZSwiaWF0IjoxNzQxMDgwNTQwLCJleHAiOjE3NDEwODQxNDB9.bpl40RXQE6Nf4k4Z-_26YFrWiSFBr4qG0QiqLOSLnsnNe21AOlLL9Ssc-4USUL611SzxNIt-NF0J1ooYSnA3Yw';
export const EXPORT_BUNDLE =
  '04836cb2ddde16a85b17cf75bc11068c881041f752edc52281032f76fd85d91193318550532e3dbc2d41d5b481c45e903d7356e81c44736370cb033eb91bb3a67ab609e829a42e6b1ec605dd4ba6f711a52ee529c2d76a305c2ef9b5b62a093a1712f66fa8bd84c8292622a5876b315076';
export const IMPORT_BUNDLE =
  '0467a04f2e1e2b8805aecb6487c81074dc9d038e4a04daa18a3a9d72037580f1e36e95366343836440fb691c7f6f61e9ad6d559686e2261e708994b3c9fbc0d640';
export const ENCRYPTED_BUNDLE =
  '046e0a532c7e0957dcfc042f5945c085fae84f7d8e79e6c191c835d10f7035d399900122dcf36fa3f33ded6d2e495d261fb5e40459ac9a0b1dbae909e42bd7c5cda1fde70afaae75208b1674d4a2df8631e98b316b39e7be951b43348be713f7d14577176e20d391ddf4e0560d3f0636fc81908c7871bef40c49eba288790f5941';
export const CREDENTIAL_BUNDLE =
  'H2cbXzUgdrh1AyW74KU6W5W9Uck3CLKSd7D7r2wisxsrBaJPZD4vktqAW1ubkqLQzHfJXzNCVGbPpizwCYSTYAYPPfk7SJe7fZaJUGxiEDstFasrDPtb9FYYSnkDYKo7D4JP9vvcKZRRvnwai7PizK';
export const READ_ONLY_SESSION_TOKEN = 'ICTMKWKbV-USaIKs0u-aGcQ_dbyOH3Cu';

/**
 * The current OTP login of Dana (init_otp → verify_otp → otp_login). The tokens are JWT-shaped
 * (header and claims readable, signature random); the bundles are random hex.
 */
export const OTP_ENCRYPTION_TARGET_BUNDLE =
  '7171fc66a8234f7a743178628bfd8a606cdcb0807a6b0e10ef64da0d2fbd005b16467d01b59e2c85b7c8b9fb2e49487fb520ac3467387449456048da392b1c3416e5eb0b370e58999af15a7b28e781e0e9e422427ae43ae39de8cf63f176e116';
export const ENCRYPTED_OTP_BUNDLE =
  '041eb8c03fa8ea505c038521be914c084e1f3b0ba40249a51a84130fb79f0561421fba6a4c5238d220f93ebc908de99e6ad5ec8511d030313ede54b237f86b941667ce3e4104432158f891d3fb4033ab7b36346c5e0f86ee4ef3346e9df8f01146ce5df8a5';
/** Claims: id VERIFICATION_TOKEN_ID, contact dana@example.com, OTP_TYPE_EMAIL, expiry 1 hour. */
export const VERIFICATION_TOKEN_ID = 'e5b8d2c6-4f19-4a73-9c0e-7d1a3b6f8e52';
export const VERIFICATION_TOKEN =
  'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJjb250YWN0IjoiZGFuYUBleGFtcGxlLmNvbSIsImV4cCI6MTc0MTA4NDIwMCwiaWQiOiJlNWI4ZDJjNi00ZjE5LTRhNzMtOWMwZS03ZDFhM2I2ZjhlNTIiLCJ2ZXJpZmljYXRpb25fdHlwZSI6Ik9UUF9UWVBFX0VNQUlMIn0.xR1cUoVZM8xLNc6WaTuzcdvP_8Q9YIfLUghna-PUClkw7qddIGYbNeAb_2Ly86P8upfUveMY8m0qBC6IQavhHg';
/** SHA-256 of the verification token id followed by TARGET_PUBLIC_KEY, and its P-256 signature (DER). */
export const LOGIN_SIGNED_MESSAGE =
  'b44a9f3b87fbdcdada4fb4df4c7a4e2ef5788b354495873ec4969133abe26c7f';
export const LOGIN_SIGNATURE =
  '30440220544bf76d5526573ed61adb387ed8022c99919704733f6f7ee0d31a67bd1a1ac002206cd6894a204b782b0bf856b05332c8a6b73277c307732276b131fec5594eb11f';
/**
 * Session JWT of the logins (otp_login, oauth_login, stamp_login). Claims: Dana, her
 * sub-organization, TARGET_PUBLIC_KEY, SESSION_TYPE_READ_WRITE, 15 minutes.
 */
export const SESSION_JWT =
  'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjE3NDEwODE1MDAsIm9yZ2FuaXphdGlvbl9pZCI6Ijk3ZDRlNjA5LWY0ODktNDNhZC1iNzllLTQ0ZTBiMGM0MWI3NCIsInB1YmxpY19rZXkiOiIwMjYyMjQ4ZjNmMzQ2NmIxMTljNzEzODdlN2YzMTcxODVjMmM0NjZlMjJkMmE4ODM0MjNhOTVjODdkNmU1MjVlMzciLCJzZXNzaW9uX3R5cGUiOiJTRVNTSU9OX1RZUEVfUkVBRF9XUklURSIsInVzZXJfaWQiOiJmMzJmZGRjYi02NTIyLTQwM2YtODk1My00NzBiNTk1MzM3OGEifQ.A4Oij9K4_wV_atQMhAockqxvpY95Cyy6ahzYPZFweXK4BcUVCfvN1MfvpHDYFFRJcQmr6_eYeb2rzFfQ4Zpzuw';

/*
 * Velocity controls, Swaps, Fiat on-ramp, Spark, Earn (issue 15, operations from the client).
 */

/** A velocity control that caps USDC leaving any one wallet to 50,000 per rolling day. */
export const VELOCITY_CONTROL_ID = '8c2e5f71-3a9d-4b06-9e4f-1d7a6c3b5e28';
export const VELOCITY_CONTROL_IDENTIFIER = 'usdc_daily_outflow';
/** A second control that counts signing activities per user. */
export const SIGNING_VELOCITY_CONTROL_ID = '4f7b1d93-6e2a-4c85-b0d3-9a5e8f2c7b16';
/** CAIP-19 id of USDC on Ethereum mainnet. */
export const USDC_ETHEREUM_CAIP19 = 'eip155:1/erc20:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

/** Swapping 0.5 ETH from the Treasury's Ethereum account to USDC (6 decimals). */
export const ETH_CAIP19 = 'eip155:1/slip44:60';
export const SWAP_QUOTE_ID = '0x5c1f0e8a2b7d4936a0e4c8b1f2d7a9630e5b4c2d1a8f7e6d9c0b3a2f1e4d5c6b';
export const SWAP_REQUEST_ID = 'e4a9c2f7-1b58-4d36-9f0e-6c3b8a5d2e71';
export const SWAP_ORIGIN_TX_HASH =
  '0x9b2e4d7f1a6c8e3b5d0f2a4c6e8b1d3f5a7c9e0b2d4f6a8c1e3b5d7f9a0c2e4b';
export const SWAP_FEE_CLAIM_REQUEST_ID =
  '0x2d8f6b4a1c9e7d5b3f0a8c6e4b2d9f7a5c3e1b0d8f6a4c2e9b7d5f3a1c0e8b6d';

/**
 * The organization's MoonPay credential, and Dana buying ETH into her wallet with it. The
 * secret key is encrypted to the platform's on-ramp key (random hex here); the URL uses a
 * reserved domain.
 */
export const FIAT_ON_RAMP_CREDENTIAL_ID = '91969765-8ef8-4905-adf6-67aff19af43d';
export const FIAT_ON_RAMP_PUBLISHABLE_KEY = 'pk_test_7Rq2VbN4xK9mLc3TwY8eHd5Z';
export const FIAT_ON_RAMP_ENCRYPTED_SECRET_KEY =
  '9fb219bfe65818ac85aff7f1370a7ed84a752c89ae7982e52dcdae1e42cc3691c2f60c640c98f1ab7ab53de77ad679420188a9279baa762362670a4437ca24ddac88a6b7f45e7fe22f3d2c0a04fea0b9';
export const FIAT_ON_RAMP_ENCRYPTED_SECRET_KEY_ROTATED =
  '47315c148ecd36ea0e754f217b5ee22da66a734d1a33b56f1b7224498f0343d4ff4bb1966ab16cf37f017a5303a761554091320dcddda19097fa3ed4a7bd769fef968ec6a656419c8a1b5244e4187ab3';
export const ON_RAMP_TRANSACTION_ID = '95a0c544-a196-4f51-9a04-0ece52b0aa46';
export const ON_RAMP_URL_FOR_SIGNATURE =
  'https://buy.onramp.example/?apiKey=pk_test_7Rq2VbN4xK9mLc3TwY8eHd5Z&currencyCode=eth&walletAddress=0x8728a7C40BF88ba0c1A3Af17B033bb6c04754ad7';
export const ON_RAMP_URL = `${ON_RAMP_URL_FOR_SIGNATURE}&externalTransactionId=${ON_RAMP_TRANSACTION_ID}`;
export const ON_RAMP_URL_SIGNATURE = 'kR3vX9pLq2Wz8TnB5yHc7Md4Fj6Gs1Ae0Ui3Oo9Pl2E=';

/**
 * Spark (Bitcoin layer 2): the Treasury wallet's Spark account, two of the network's signing
 * operators, a transfer of one leaf and Turnkey's answers. Keys are random compressed
 * secp256k1 points and ciphertexts random hex; they verify nothing.
 */
export const SPARK_ADDRESS = 'sp1pgssyw6ssh2tqnmv0gqz9xk5cd0afcv4gjyxvtq3ux37crtw3qlzdcnqx8rhkw';
export const SPARK_OPERATOR_ID = '2f5172e0-a19d-47e4-9dd4-d3aed6bfed63';
export const SPARK_OPERATOR_ENCRYPTION_KEY =
  '0225343b93af0de9e040b2d299d80b228dc79d609a199fc25343403973aa3ec112';
export const SPARK_SECOND_OPERATOR_ID = '242dc033-8dcf-46b4-9156-a5915727a0ea';
export const SPARK_SECOND_OPERATOR_ENCRYPTION_KEY =
  '0238a9b2834aabc5fcc97f110a304ab567122a32fab3e9f1c207af5b96473e90b2';
export const SPARK_TRANSFER_ID = '3f1c5560-81ac-41da-8b15-4e8c96af0a9a';
export const SPARK_LEAF_ID = 'a7f5fa52-d024-4fbd-af37-0b59ae3469e0';
/** Identity key of the other party: the receiver of a transfer, the sender of a claim. */
export const SPARK_COUNTERPARTY_IDENTITY_KEY =
  '02f4412cda404760c98d6fd34e6565112140065e75342a4b9cb057b6f4598efae9';
export const SPARK_NEW_LEAF_PUBLIC_KEY =
  '026910caac484de24221fb9a3cc5dfa4e90bde31cf13da49f64596220d943f3835';
export const SPARK_OPERATOR_PACKAGE =
  '53a6978f3661e6e567066f0ca3a46afa697cd2e73528cc70b8342761823406b0de2ee8bf00170e46e0d3238c94f349037f5ce06876fb3096d7423654c80e3e586b018d3a2466b919234d4b6442aa4c6ac9289cfbb514b43ebe9a8a5e5d98ec8cd9';
export const SPARK_SECOND_OPERATOR_PACKAGE =
  'afd9b7942cf59fbd0fa6299860efd54d8b89c4dfe31504db799cb853eca734cf5d9950d41652d5281d0a4edc24b2daefea8665511929cd858299493f033d84e7fd777445f3f4b0fd355bdfed062a4b51ce1dd34cfef37d0c749d4e3a6f4d9e51f5';
export const SPARK_SENDER_SIGNATURE =
  '466e0f6bc0d6fe6d50d52ae164c3e10c53c73a1d112653d49409b3db418ad816e7b1f9add2af507f9574c7db2b6983fb0727ba7502e94fee46b736ab86d0b75d';
export const SPARK_SIGHASH = '6df2bfc6c90c0e3f4f6a9329f35700abf7d2da4df7731854767ae04b47074df4';
export const SPARK_PAYMENT_HASH =
  '9cc92b57ab1b3969c93c0b2805dd2b973aed321000db60f1c797a09552ad0cb5';

/**
 * Earn: the organization wraps one USDC lending vault on Base with its fee, and Dana deposits
 * into it from her wallet. Addresses are EIP-55 checksummed; USDC's is the real token contract.
 */
export const BASE_CAIP2 = 'eip155:8453';
export const USDC_BASE_CAIP19 = 'eip155:8453/erc20:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
export const EARN_VAULT_ADDRESS = '0xf331C639b8AaBEdc6854824aE1Df04b2c461C8a3';
export const EARN_WRAPPER_ADDRESS = '0x499d2CBEcE04a2fD7614E7ab1a5F91dF8EB9B756';
export const EARN_SPLITTER_ADDRESS = '0x4a610D623E5A94374b0e2d71633eEBD672229577';
export const EARN_REWARD_TOKEN_CAIP19 =
  'eip155:8453/erc20:0x5a2F769b8f10Ec70ABb9ec6Efb1A2e302E615C7d';
export const EARN_DEPLOY_REQUEST_ID = 'bb21b0f9-f1d7-4857-9acd-d15cd37f4fd9';
export const EARN_DEPOSIT_REQUEST_ID = '0ddd6bf2-0bc3-4a60-a96e-eca6d992083e';
export const EARN_WITHDRAW_REQUEST_ID = 'a5a60c2a-bed4-4e21-8a22-d6a6d309c23b';
export const EARN_FEE_CLAIM_REQUEST_ID = '31b3ab84-c832-4637-8ae9-6bd2c51f7710';
export const EARN_REWARDS_CLAIM_REQUEST_ID = '44fec7e3-c088-4f3b-945f-f5f5d160c67d';
export const EARN_DEPLOY_TX_HASH =
  '0x19f037f61598354e84f3bfcd53d2187e6fc0eba67cc9aded57aae17593f50360';
export const EARN_DEPOSIT_TX_HASH =
  '0x8996f7896aac39b9cba1a739821752a663e027384d03abaa72a1edef14c3a7b4';
export const EARN_WITHDRAW_TX_HASH =
  '0x64d18d1a5b78a48aec62da90fd383069575b4e92cdfd5388cdf68a09ec3832a8';
export const EARN_CLAIM_TX_HASH =
  '0xef400c69e6f62e6d37a84a6949021f5922421aa736a8569d1dcfc08bb84d6923';
// Transaction sending and gas
/** Keccak-256 hash of SIGNED_ETHEREUM_TRANSACTION, which eth_send_raw_transaction broadcasts. */
export const ETHEREUM_RAW_TRANSACTION_HASH =
  '0x14f1f19fc598075a78651ce8101195393392d3d42147dd3f20edacdda2f65189';
/** The sponsored transfer eth_send_transaction submits: its status id and its on-chain hash. */
export const ETH_SEND_TRANSACTION_STATUS_ID = 'd42802a0-318e-42e0-be1b-74afc2720b8b';
export const ETH_SEND_TRANSACTION_HASH =
  '0x243753c8b34079cfd0d072d0623d553bcb1c2e17d8f4b06d951e889b2dc629b9';
export const ETH_UNDELEGATE_STATUS_ID = '8e50e5d1-5c86-4167-ad33-116ae2c1e593';
export const SOL_SEND_TRANSACTION_STATUS_ID = '49241c10-2e3a-4eaf-883c-86e53d0a25ae';
/** Recent blockhash (base58) inside UNSIGNED_SOLANA_TRANSACTION. */
export const SOLANA_RECENT_BLOCKHASH = 'E8rkhEb9uz6E22iTq4HwCEUs5KtkJrJ1NUxovoizpQNM';
/**
 * A legacy Solana transaction, hex: one empty signature slot, then a System Program transfer of
 * 0.1 SOL from SOLANA_ADDRESS to SOLANA_SECOND_ADDRESS with SOLANA_RECENT_BLOCKHASH.
 */
export const UNSIGNED_SOLANA_TRANSACTION =
  '010000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001000103b58066978b51a2a4225c91d5f31adb192925f7653a287f700ebdbaadc5e166bfcabd85d3c342a7938537699144dd842d83f1c78f5685e8ff77f3201b555faa130000000000000000000000000000000000000000000000000000000000000000c32b40822fe90448b87fceb72ae165f163795b08aa23f86379635cfc14ba839a01020200010c0200000000e1f50500000000';
/** Signature (base58) of that transfer once sol_send_transaction signed and broadcast it. */
export const SOLANA_TRANSACTION_SIGNATURE =
  '5GLYNntzDXb4XnGuZF7SSWphjq6AuT5xm3gpXstN6Eb37enxNx5rWp2he27MYPMQdWxS4JLU8UEy9qZCMxbKSgtK';

// Authentication and sessions (placed under Users, decision 0074)
/** The organization's OAuth 2.0 app registration with X, used by oauth2_authenticate. */
export const OAUTH2_CREDENTIAL_ID = '5c732c48-5a09-456c-8539-6db993b5e6f0';
export const OAUTH2_CLIENT_ID = 'Tkx3Q2VfR1B1V0d6bW5BcGRZNGc6MTpjaQ';
/** The app's client secret, encrypted to the platform's TLS fetcher quorum key (random hex). */
export const OAUTH2_ENCRYPTED_CLIENT_SECRET =
  '678b92a5829e6df425d491517feb2f4a32f5559161ee15f977a1e0ede22205cf5d704b2ce3f3aa510e17d341b232aa9a02965a418a16d410443ff2ec4c1dbac6fe237d4aec8123ecbdd03353ffc2fffc51a09749c6f3f7df22a1cc02d437ee3a8e';
/** SHA-256 (hex) of TARGET_PUBLIC_KEY: the nonce that binds the OIDC token to that key. */
export const OAUTH2_NONCE = '8aedd5b49fcd59dc0cff845473975b837059570d7a4aacd10b6058c0a01d334d';
/**
 * The OIDC token oauth2_authenticate returns. Claims: audience OAUTH2_CLIENT_ID, subject the X
 * account, nonce OAUTH2_NONCE, one hour. Signature random.
 */
export const OAUTH2_OIDC_TOKEN =
  'eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJhdWQiOiJUa3gzUTJWZlIxQjFWMGQ2Ylc1QmNHUlpOR2M2TVRwamFRIiwiZXhwIjoxNzQxMDg0MjAwLCJpYXQiOjE3NDEwODA2MDAsIm5vbmNlIjoiOGFlZGQ1YjQ5ZmNkNTlkYzBjZmY4NDU0NzM5NzViODM3MDU5NTcwZDdhNGFhY2QxMGI2MDU4YzBhMDFkMzM0ZCIsInN1YiI6Ing6MTQ4OTMwMTc3Mjg1MzUxNDI0MSJ9.V7B18U6Db8f_OwXEVZPS9Go36LN_FXdR7A1Z5gvMLpsf2jyk2eKlu___rGyFC0ONZ71laQyckap-BJff_nZGbw';
/** A session profile for short read-mostly sessions, named by the logins' `sessionProfileId`. */
export const SESSION_PROFILE_ID = '8a2e186b-03a6-4130-afe3-94b26027bfc7';
export const SESSION_PROFILE_NAME = 'Dashboard, one hour';
/** Illustrative only: the pinned client does not define the syntax of a profile's scope. */
export const SESSION_PROFILE_SCOPE = 'read_only';

// MFA
/** Alice's MFA policy: signing a transaction needs her API key, then an email or SMS code. */
export const MFA_POLICY_ID = '71d6dc99-1399-4ba2-8894-e0368fe7e4aa';
export const MFA_POLICY_NAME = 'Second factor for signing';

// Smart-contract interfaces
/** The USDC token contract on Ethereum mainnet (EIP-55), whose ABI the treasury uploads. */
export const ETHEREUM_USDC_ADDRESS = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
export const SMART_CONTRACT_INTERFACE_ID = '5a520a67-03da-4df0-bd4d-a68136e4c14c';

// Webhooks
export const WEBHOOK_ENDPOINT_ID = '4003e45b-20c6-490f-83f4-ab0005c8b898';
export const WEBHOOK_ENDPOINT_URL = 'https://hooks.acme.example/platform-events';
/** The email that carried Dana's one-time code (init_otp), as the mail provider names it. */
export const OTP_EMAIL_MESSAGE_ID = '0100019561a3c2e4-7f3b1d2a-5c8e-4b9a-a1f0-6e2d9c4b8a17-000000';
