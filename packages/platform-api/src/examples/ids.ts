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
// IP allowlist, Secrets, Users (create_api_only_users), Verifiable cloud

/** The parent organization's IP allowlist: its office VPN (IPv4) and its server range (IPv6). */
export const ALLOWLIST_OFFICE_CIDR = '203.0.113.0/24';
export const ALLOWLIST_OFFICE_LABEL = 'Office VPN';
export const ALLOWLIST_SERVERS_CIDR = '2001:db8:4a00::/48';
export const ALLOWLIST_SERVERS_LABEL = 'Production servers';

/**
 * Secrets: the settlement service's payment-processor API key, stored as a secret. The enclave
 * quorum key, the ingress target key and the ciphertexts were generated for these examples; the
 * signatures are real P-256 signatures by the example quorum key and the payloads decrypt to
 * nothing.
 */
export const SECRET_ID = 'fe19be55-60c6-4b74-98c0-af2eb8a54a74';
export const SECRET_NAME = 'payments-processor-api-key';
/** Uncompressed P-256 public key of the enclave quorum that signs target and export messages. */
export const ENCLAVE_QUORUM_PUBLIC_KEY =
  '0427a66de5689370ea0e5ab16a6a9ec4c71fa63793c58b6cd0a6e3e26bb26409e4eeea9c99fdd772f00282291e50e79a5d98bb7dd351752e320eac91d22d608276';
/** Uncompressed P-256 ingress key from init_import_secrets (inside SECRET_IMPORT_TARGET_MESSAGE's data). */
export const SECRET_IMPORT_TARGET_PUBLIC_KEY =
  '040b36e8f94983453ba44d0168b9e18717c6b9fb37f9e31159d2df0eb447c53e4ffe8005a92ab1e3db506a18d05b2436d20ce4889efdb3cfc75d7fa8b7b8b969a8';
/** One entry of `enclaveTargetMessages`: versioned, hex data (target key, organization, user), signed. */
export const SECRET_IMPORT_TARGET_MESSAGE = JSON.stringify({
  version: 'v1.0.0',
  data: '7b227461726765745075626c6963223a2230343062333665386639343938333435336261343464303136386239653138373137633662396662333766396533313135396432646630656234343763353365346666653830303561393261623165336462353036613138643035623234333664323063653438383965666462336366633735643766613862376238623936396138222c226f7267616e697a6174696f6e4964223a2265323861616339392d636463302d343764342d383633352d636633393839353161343363222c22757365724964223a2234363132373164302d333230352d343235392d613530632d383634356164323764623339227d',
  dataSignature:
    '304402207df255212bf01975430eaafb91a172164edc8f745ca006107a38d1bcd72a9e39022045cad68d0fa811ce1d3f1af1451ca8681602d4199b60bf46330a6f98a676fd22',
  enclaveQuorumPublic: ENCLAVE_QUORUM_PUBLIC_KEY,
});
/** The secret encrypted to the ingress key: the sender's encapsulated key and the ciphertext. */
export const SECRET_IMPORT_PAYLOAD = JSON.stringify({
  encappedPublic:
    '04a0be1766998769fc90818a7e9029d5c3e140e56edec56ccbeab554a92af5b9d4ae0a37c603e9365353f05f39b418c700c7d15387a141826cbf7755c0f41475e4',
  ciphertext:
    '6df17700ae9ed4dfca9639e7c9d041d8c4e99b009f947d89f79b94f313c9d1e1e6af6e710cf0105039293fcde4e2c010ed64fd0ac112ddb12ad5ba7b2facbf779665645abe3192dda771964142fb518e',
});
/** The secret re-encrypted to TARGET_PUBLIC_KEY by export_secrets, signed by the quorum key. */
export const SECRET_EXPORT_PAYLOAD = JSON.stringify({
  version: 'v1.0.0',
  data: '7b22656e6361707065645075626c6963223a2230346531383334666635336433386139643438356539653665316337396261313435643536366335646431646262666637313764386133653261336434616461323331393361396363643365393866356536316433306661366438653532323961353761643965353530346231356363636136313831353362616239333761373732222c2263697068657274657874223a2261316164333837343239343561303562623663633439613731383366626237666434376337373465666365386137353962326363343434336365326464623666336438666265343034616663326637366335373631663861323666376637613565613363646638343335376363333363343364623036303931303061303664313932643632333032343134353866646533326166396130343831356261343362222c226f7267616e697a6174696f6e4964223a2265323861616339392d636463302d343764342d383633352d636633393839353161343363227d',
  dataSignature:
    '3045022100f4c2eed2d69c2bb6a071add29a28e4259cfba0b2fdfa9b8866465dee3f3c0d1e02201b343061aaa0e7884abd2095eadfa61ca85cc187fcd1b6a994f6ebf435069fbe',
  enclaveQuorumPublic: ENCLAVE_QUORUM_PUBLIC_KEY,
});

/**
 * Verifiable cloud: Acme runs `fx-rate-signer` in enclaves. Alice and Bob review releases (the
 * manifest set, 2 of 2, keys of their own); Bob and a hosted custodian operator backed by an
 * organization wallet hold the quorum key shares (the share set, 2 of 2). Every key is a QOS key
 * set: an uncompressed P-256 encryption key followed by an uncompressed P-256 signing key (hex).
 * The keys were generated for these examples; the approvals and the app proof are real P-256
 * signatures by them, and the attestation document is a short stand-in for a real one.
 */
export const TVC_APP_ID = 'fe57b5cc-581c-4f2b-8cb4-baca34e5dabf';
export const TVC_APP_NAME = 'fx-rate-signer';
/** The app's ingress name: `app-` and the app id under the platform's TVC domain (a stand-in here). */
export const TVC_PUBLIC_DOMAIN = `app-${TVC_APP_ID}.tvc.example`;
export const TVC_MANIFEST_SET_ID = '0632405d-888d-445f-93bd-24f04db9673c';
export const TVC_SHARE_SET_ID = '950e4113-ace0-4ac7-96d0-c2d7a2f2ba14';
export const TVC_REVIEWER_OPERATOR_ID = '681ae079-cf69-4501-a040-67895c501814';
export const TVC_SECOND_REVIEWER_OPERATOR_ID = '748caafa-6d5f-4119-a0f4-a7bc0a4840f7';
export const TVC_CUSTODIAN_OPERATOR_ID = 'cf04ac39-2f07-4c07-8a2a-bd6021b0c543';
/** The wallet create_tvc_operator made for the custodian's keys, and the base path of its accounts. */
export const TVC_OPERATOR_WALLET_ID = '2d100a4e-6218-4660-83cc-2fd033714eb2';
export const TVC_OPERATOR_WALLET_NAME = 'TVC operators';
export const TVC_OPERATOR_PATH = "m/5527107'/0'/0'";
/** Alice's operator key (from `tvc login`). */
export const TVC_REVIEWER_ENCRYPT_PUBLIC_KEY =
  '043c29a2d7cc403cf005fb16ad4792da5da16e816a8d2e2a11e8d6028ffc3d38709b547f9378ddc716646644d46ede089a97566cc4ef75c909e6d1348d6c3fca7f';
export const TVC_REVIEWER_SIGN_PUBLIC_KEY =
  '046d535d561fd15e17512c0ac9c8c20923750fc6454e846fcdbfda20cc2eab9004bc0d9e6b4fe83a0aef0270905048547ff8bfdb3bf4ed9b17f02b76fd4715c74d';
export const TVC_REVIEWER_PUBLIC_KEY = `${TVC_REVIEWER_ENCRYPT_PUBLIC_KEY}${TVC_REVIEWER_SIGN_PUBLIC_KEY}`;
/** Bob's operator key. */
export const TVC_SECOND_REVIEWER_ENCRYPT_PUBLIC_KEY =
  '048397da2bab806d0e75459418690ebad2cec8af45e45179ffc85a46d809fb49cbffe49e9b67ecd2aff220ec5e14a456b4d115b31e0bd3c44a68f8f42952a98521';
export const TVC_SECOND_REVIEWER_SIGN_PUBLIC_KEY =
  '04ccd50cdee7f9ce7a9870d086c63e2fd681cdd50651316a00ac7778c6f221d2b7cdb8082b31e83ae63dae9dbc0a2bf6f38e189090b80d97da4b8a9d01c27d978c';
export const TVC_SECOND_REVIEWER_PUBLIC_KEY = `${TVC_SECOND_REVIEWER_ENCRYPT_PUBLIC_KEY}${TVC_SECOND_REVIEWER_SIGN_PUBLIC_KEY}`;
/** The hosted custodian's keys: two accounts of TVC_OPERATOR_WALLET_ID. */
export const TVC_CUSTODIAN_ENCRYPT_PUBLIC_KEY =
  '046da516e2b1436dda4f8f7e317463e1b2b5450282aca05431532b9017d89dda5203c985e2a2b88700f09df2d452d19d0efe64f2daa4807abfb2bf804d60c081ab';
export const TVC_CUSTODIAN_SIGN_PUBLIC_KEY =
  '04c7d27564d460713b6777d7424e0e521968078baf35b3b4213f1d710282424b25adec50fcfbe406c66ff278dd72df35290a221dfa3ed4993ffeed67d67770d106';
export const TVC_CUSTODIAN_PUBLIC_KEY = `${TVC_CUSTODIAN_ENCRYPT_PUBLIC_KEY}${TVC_CUSTODIAN_SIGN_PUBLIC_KEY}`;
export const TVC_QUORUM_KEY_ID = 'c40d809e-5967-4cbb-946d-73d298824922';
export const TVC_QUORUM_SHARE_IDS = [
  '8c04859b-b9ea-435d-a338-76fbc458522f',
  '7d747e04-890d-45d0-9c1a-314b316d4f96',
] as const;
/** The app's quorum key, from create_tvc_quorum_key. */
export const TVC_QUORUM_ENCRYPT_PUBLIC_KEY =
  '0417c6e219dbaf494c4331dbb2c2f604fc167c0d8bd1320daa546b105f6a365e82b87ba0bcbdd88b38c71636a798e8d526aa2bc3c37dd9758fd6d18c2bc3ec0208';
export const TVC_QUORUM_SIGN_PUBLIC_KEY =
  '041f7b5960568f97b16a92eb86e0d42134ca495d876c32103e1e3a1311d42cb34b5404643e953bc5ac5b18793083ff2b7b828c6367803e64d603aec738eee2ec41';
export const TVC_QUORUM_PUBLIC_KEY = `${TVC_QUORUM_ENCRYPT_PUBLIC_KEY}${TVC_QUORUM_SIGN_PUBLIC_KEY}`;
/** A debug-mode deployment of `fx-rate-signer-dev`, the development app that allows them. */
export const TVC_DEV_DEPLOYMENT_ID = 'b83f0c2e-6d41-4a97-9e15-27c4d8a6f301';
export const TVC_DEPLOYMENT_ID = '7fd33dd4-1571-499f-87d1-6792b8c653fc';
export const TVC_MANIFEST_ID = 'a48c7327-1998-4256-9081-6d54065e4dc3';
export const TVC_APPROVAL_IDS = [
  'e5c2b5d2-4ce0-4822-aa3d-a6fd319492af',
  'e2e09d07-c2c5-457f-98d9-41e25c11b904',
] as const;
export const TVC_PROVISIONING_SHARE_IDS = [
  'ade6c150-b511-41e9-9bcf-f87e5a7d57cf',
  'ba44099c-1604-4805-9bef-f9e19c5b26d3',
] as const;
export const TVC_QOS_VERSION = 'v0.6.1';
export const TVC_IMAGE_DIGEST =
  'sha256:902c8ac9c3bc88dd8c9ceecd0eab5e2b445978841ad0f5ae3a649f9cbb4635a2';
export const TVC_IMAGE_URL = `registry.acme.example/fx-rate-signer:v1.4.0@${TVC_IMAGE_DIGEST}`;
export const TVC_PIVOT_PATH = '/fx-rate-signer';
export const TVC_PIVOT_ARGS = ['--port', '3000'];
/** SHA-256 of the binary inside the image, as the manifest pins it. */
export const TVC_PIVOT_DIGEST = '68c56359206c16bec41aaaedc148593e097f5b9e149afa00f0bc7d286d0e7ae9';
/** A registry credential encrypted to the platform (opaque hex). */
export const TVC_ENCRYPTED_PULL_SECRET =
  '75a05fb02d5f3021bbf7d7e196ca949298ede2853ee07f60991ff295e6dbcccf202e754d6aad6f079a800d2e55246a3a2ae6fc9d385f0cb789dc573d91d620190576c26ac204a7088fb4bc19c7f98a3658743bde5fcb4ec38e92eac790c15bfd60044519325679a1dc3771842b046be831ee785de2d0689fea36075b086f664817';
/** The ephemeral key of the enclave the deployment booted (the key its boot proof and app proofs name). */
export const TVC_EPHEMERAL_ENCRYPT_PUBLIC_KEY =
  '04582012076725ad552f2bd8100e691a7e901bdfe0557eb614b08f9943793d6a97664c20f45ad4b842f6dbc762d6b3ad3e311fd564c2b823ce8c83ad4594bbe204';
export const TVC_EPHEMERAL_SIGN_PUBLIC_KEY =
  '041beb79a15de516b5c4f81dce9d88499250f2ad6e10781d9310b96fe4e41f2e93ad12d7aeb8b3d7e11844f8e633b60c6a705e4bc86bd8337b3866da4fe7c11980';
export const TVC_EPHEMERAL_PUBLIC_KEY = `${TVC_EPHEMERAL_ENCRYPT_PUBLIC_KEY}${TVC_EPHEMERAL_SIGN_PUBLIC_KEY}`;
/** The QOS manifest of the deployment: what the reviewers approved (JSON, base64 on the wire). */
export const TVC_MANIFEST_JSON = JSON.stringify({
  namespace: { name: TVC_APP_NAME, nonce: 1741080600, quorumKey: TVC_QUORUM_PUBLIC_KEY },
  pivot: { hash: TVC_PIVOT_DIGEST, restart: 'Always', args: TVC_PIVOT_ARGS },
  manifestSet: {
    threshold: 2,
    members: [
      { alias: 'alice-release', pubKey: TVC_REVIEWER_PUBLIC_KEY },
      { alias: 'bob-release', pubKey: TVC_SECOND_REVIEWER_PUBLIC_KEY },
    ],
  },
  shareSet: {
    threshold: 2,
    members: [
      { alias: 'bob-release', pubKey: TVC_SECOND_REVIEWER_PUBLIC_KEY },
      { alias: 'custodian-1', pubKey: TVC_CUSTODIAN_PUBLIC_KEY },
    ],
  },
  enclave: {
    pcr0: '44934ec53fe2bc71d0acc4947b31a596a2e8f25e18756d10d392ee62ad3f8d4b3ea4097a9626ec4efc8a6d447a601d7f',
  },
});
export const TVC_MANIFEST_B64 = btoa(TVC_MANIFEST_JSON);
/** Alice's and Bob's approvals of the manifest (P-256 over its SHA-256, r‖s hex). */
export const TVC_REVIEWER_APPROVAL =
  '20344b552162e6ffdf1748782b6d1d7f80532731df981cb07bcc5ccdbebfdbdb21407b39de3703978b35558944db19280019adca125a1b22e9a4deb6fbbea682';
export const TVC_SECOND_REVIEWER_APPROVAL =
  '8cee046cbbff32cf8b96cad9a7aa7b54ac73fd88a2a10a75c96ebe290eafd980786b0db48fd9c4225792c8302b60c608b6fca390eb4ce87443395655828f8317';
/** The same two approvals as stored with the deployment (base64). */
export const TVC_REVIEWER_APPROVAL_B64 =
  'IDRLVSFi5v/fF0h4K20df4BTJzHfmBywe8xczb6/29shQHs53jcDl4s1VYlE2xkoABmtyhJaGyLppN62+76mgg==';
export const TVC_SECOND_REVIEWER_APPROVAL_B64 =
  'jO4EbLv/Ms+LlsrZp6p7VKxz/YiioQp1yW6+KQ6v2YB4aw20j9nEIleSyDArYMYItvyjkOtM6HRDOVZVgo+DFw==';
/** The manifest with its approvals, as the provisioning enclave holds it (base64 on the wire). */
export const TVC_MANIFEST_ENVELOPE_B64 = btoa(
  JSON.stringify({
    manifest: JSON.parse(TVC_MANIFEST_JSON) as unknown,
    manifestSetApprovals: [
      {
        signature: TVC_REVIEWER_APPROVAL,
        member: { alias: 'alice-release', pubKey: TVC_REVIEWER_PUBLIC_KEY },
      },
      {
        signature: TVC_SECOND_REVIEWER_APPROVAL,
        member: { alias: 'bob-release', pubKey: TVC_SECOND_REVIEWER_PUBLIC_KEY },
      },
    ],
    shareSetApprovals: [],
  }),
);
/** Bob's share of the quorum key, re-encrypted to the enclave's ephemeral key (opaque hex). */
export const TVC_REENCRYPTED_SHARE =
  'ca7f7efdd1f073fc90d5a58713955fb2c927d69bb14e81f9daca5d012ed94334e77b62afb324e2c666308e070765f85fed31b8c7eb092aebce5eddf545ef30cd500de86bdb7015a974a9167986c83f6af313eba0b1fa3f391686d0b6d559ef0ae4223e2dd8b1c7472cfb4898fe62bb59aabe';
/** Stand-in for the Nitro attestation document (COSE Sign1, base64); a real one is about 4 KB. */
export const TVC_ATTESTATION_DOCUMENT_B64 =
  'hEShATgioFt6hx6gz9afWwNVPEbydbJHCgCiUHNkadi91TNANntQMuL/5klk4M/I1J4uKS4C4JZ8jvjPG0o09CChDcNj41j0niBEkquObEUKmJyEbvfUw5smzRho/RGwKS1/53FOIXCVKzK/vhjQ1J3+KjYp4VXHGo8dzWPpPX7gif7f3lJMR1hPT+iGgRmn9hnpbfa6AV9fPT2BKQ==';
/** An app proof the platform's enclave signed for the pending activity (policy outcome). */
export const TVC_APP_PROOF_PAYLOAD = JSON.stringify({
  type: 'APP_PROOF_TYPE_POLICY_OUTCOME',
  timestampMs: REQUEST_TIMESTAMP_MS,
  policyOutcomeProof: {
    organizationId: ORGANIZATION_ID,
    outcome: 'OUTCOME_REQUIRES_CONSENSUS',
    decisionContextDigest: 'd5388cfd60ff800f5195528acd68acd0620d1d2502e185351295d59a66b628f2',
    organizationDataDigest: '0d5b7349f8979a5220637ba69205af11b0d1b18748c9f7a9ed8ddafeff31cea7',
    parentOrganizationDataDigest:
      '5e162781d6c64afbf3aad926c4fcfdf9887c86bdfe7891490551eeba1ccc514a',
    userRequestApprovals:
      'c61e9c831bc6424e359e3d3d05db9f4aab4a846021c884ac7e464a6c3e2a2edb1a760398006e7ee8198aefde5754f30255c2055936300fbd6b431f78c0946909',
  },
});
export const TVC_APP_PROOF_SIGNATURE =
  'f4c260a058c0916a0ebd3fdba8a751cc828d42c9183c5537c53d87f1638e5f83b57aabccf7a9cb337dee612b538d7124e4dcd69104fe9be49b215f0cee3e9b95';
