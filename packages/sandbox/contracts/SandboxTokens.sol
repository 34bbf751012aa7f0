// SPDX-License-Identifier: UNLICENSED
pragma solidity 0.8.37;

/*
 * The tokens the sandbox places on its in-process EVM devnets, written for the sandbox.
 *
 * No constructor ever runs: the sandbox puts the runtime code at the token's address in the
 * genesis state and writes the few values a constructor would have set (name, symbol, decimals,
 * and the minter of SandboxToken) straight into their storage slots. One runtime code then serves
 * every token and network, and the slots it writes are read from the compiler's storage layout,
 * so a change of the variables below cannot leave the placement writing the wrong slot.
 */

/// The ERC-20 surface (EIP-20) shared by both contracts.
abstract contract SandboxERC20 {
    /// Set at placement; at most 31 bytes, so each fits in its slot.
    string public name;
    string public symbol;
    uint8 public decimals;

    uint256 public totalSupply;
    mapping(address holder => uint256) public balanceOf;
    mapping(address holder => mapping(address spender => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    /// The error names and arguments of EIP-6093, so tools that know them decode the revert.
    error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed);
    error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed);

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    /// An allowance of 2^256 - 1 is never spent down; a holder moving its own tokens needs none.
    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        if (from != msg.sender) {
            uint256 allowed = allowance[from][msg.sender];
            if (allowed != type(uint256).max) {
                if (allowed < value) {
                    revert ERC20InsufficientAllowance(msg.sender, allowed, value);
                }
                allowance[from][msg.sender] = allowed - value;
            }
        }
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) internal {
        uint256 held = balanceOf[from];
        if (held < value) revert ERC20InsufficientBalance(from, held, value);
        // The sender's balance is written first, so a transfer to oneself ends where it began.
        balanceOf[from] = held - value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _create(address to, uint256 value) internal {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }
}

/// A stand-in for a stablecoin such as USDC: the sandbox's faucet mints it with the minter's key.
contract SandboxToken is SandboxERC20 {
    /// Set at placement: the only account that may mint.
    address public minter;

    error NotMinter(address caller);

    function mint(address to, uint256 value) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        _create(to, value);
    }
}

/// Wrapped ether: one token for each wei sent in, one wei back for each token returned.
contract SandboxWrappedEther is SandboxERC20 {
    event Deposit(address indexed to, uint256 value);
    event Withdrawal(address indexed from, uint256 value);

    error EtherNotSent(address to, uint256 value);

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        totalSupply += msg.value;
        balanceOf[msg.sender] += msg.value;
        emit Deposit(msg.sender, msg.value);
    }

    function withdraw(uint256 value) external {
        uint256 held = balanceOf[msg.sender];
        if (held < value) revert ERC20InsufficientBalance(msg.sender, held, value);
        balanceOf[msg.sender] = held - value;
        totalSupply -= value;
        emit Withdrawal(msg.sender, value);
        (bool sent, ) = payable(msg.sender).call{value: value}("");
        if (!sent) revert EtherNotSent(msg.sender, value);
    }
}
