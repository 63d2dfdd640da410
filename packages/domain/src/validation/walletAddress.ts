import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base58, createBase58check } from '@scure/base';
import { issue, type Issue } from './keys';
import { clean, isBlank } from './text';

/**
 * USDT wallet addresses, checked the way the chains themselves check them: a typo in an address
 * sends money nowhere, so the shape alone is not enough.
 *
 * - TRC20 (TRON): base58check. 25 bytes: the version byte 0x41, 20 bytes of account, 4 bytes of
 *   checksum, which are the first 4 bytes of sha256(sha256(version + account)).
 * - ERC20 (Ethereum): `0x` and 40 hex digits. A mixed-case address carries the EIP-55 checksum in
 *   the case of its letters (a letter is upper case where the keccak-256 of the lower-case address
 *   has a nibble of 8 or more); an all-lower or all-upper address carries none and is accepted as
 *   EIP-55 says, which is also what wallets accept.
 *
 * The hashing and base58 come from @noble/hashes and @scure/base: audited, dependency-free, small.
 */
export const USDT_NETWORKS = ['TRC20', 'ERC20'] as const;
export type UsdtNetwork = (typeof USDT_NETWORKS)[number];

export const isUsdtNetwork = (value: unknown): value is UsdtNetwork =>
  typeof value === 'string' && (USDT_NETWORKS as readonly string[]).includes(value);

/**
 * What is wrong with an address: `format` (not an address of this network at all), `checksum`
 * (shaped right, but a character is wrong: a typo), `otherNetwork` (a valid address of the other
 * network). `null` when it is a valid address of the network.
 */
export type AddressProblem = 'format' | 'checksum' | 'otherNetwork';

const TRON_VERSION = 0x41;
const tronCheck = createBase58check(sha256);

function tronProblem(address: string): AddressProblem | null {
  let raw: Uint8Array;
  try {
    raw = base58.decode(address);
  } catch {
    return 'format';
  }
  if (raw.length !== 25 || raw[0] !== TRON_VERSION) return 'format';
  try {
    tronCheck.decode(address);
  } catch {
    return 'checksum';
  }
  return null;
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 spelling of a 20-byte hex address (`0x` and 40 hex digits). */
export function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i += 1) {
    const char = lower[i]!;
    out += parseInt(hash[i]!, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

function ethereumProblem(address: string): AddressProblem | null {
  if (!HEX_ADDRESS.test(address)) return 'format';
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return null;
  return toChecksumAddress(address) === address ? null : 'checksum';
}

const PROBLEM_OF: Record<UsdtNetwork, (address: string) => AddressProblem | null> = {
  TRC20: tronProblem,
  ERC20: ethereumProblem,
};

/** The problem of `address` on `network`, or null when it is a valid address there. */
export function usdtAddressProblem(network: UsdtNetwork, address: string): AddressProblem | null {
  const problem = PROBLEM_OF[network](address);
  if (problem !== 'format') return problem;
  const elsewhere = USDT_NETWORKS.some((other) => other !== network && PROBLEM_OF[other](address) === null);
  return elsewhere ? 'otherNetwork' : 'format';
}

const PROBLEM_KEYS = {
  format: 'validation.walletAddressInvalid',
  checksum: 'validation.walletAddressChecksum',
  otherNetwork: 'validation.walletAddressOtherNetwork',
} as const satisfies Record<AddressProblem, Issue['key']>;

/** The rule for a typed wallet address on a chosen network (network first: without it, no check). */
export function walletAddressIssue(network: string | null | undefined, value: string | null | undefined): Issue | null {
  if (isBlank(value)) return issue('validation.required');
  if (!isUsdtNetwork(network)) return null;
  const problem = usdtAddressProblem(network, clean(value));
  return problem ? issue(PROBLEM_KEYS[problem]) : null;
}
