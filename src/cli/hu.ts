/**
 * `hu`, the headless command line of shared/contract.md: `npm run --silent hu -- <command>`.
 */
import { readFileSync } from 'node:fs';
import type { Result, RulesetId } from '../engine';
import { DEFAULT_RULESET_ID, fail, isRulesetId, ok, RULESET_IDS } from '../engine';
import type { Outcome } from './documents';
import { decodeInput, runDocuments, unreadableOutcome } from './documents';
import type { DocumentCommand } from './rulesets';
import { CLI_RULESETS } from './rulesets';

const RULESET_CHOICES = RULESET_IDS.join('|');

/** Each ruleset's own words about a command (CliRuleset.usage), a line each under its own. */
function usageNotes(command: DocumentCommand): string {
  return RULESET_IDS.flatMap((id) => {
    const note = CLI_RULESETS[id].usage[command];
    return note === undefined ? [] : [`\n${' '.repeat(43)}${id}: ${note}`];
  }).join('');
}

const USAGE = `usage: npm run --silent hu -- <command> [options]

commands:
  score  [--jsonl] [--ruleset ${RULESET_CHOICES}]
                                           value a winning hand (JSON document on stdin);${usageNotes('score')}
  settle [--jsonl] [--ruleset ${RULESET_CHOICES}]
                                           payments for a won hand (JSON document on stdin)
  analyse [--jsonl] [--ruleset ${RULESET_CHOICES}]
                                           what each discard of a 14-tile position is worth
  simulate --hands N --seed S [--bots a,b,c,d] [--ruleset ${RULESET_CHOICES}] [--flowers]
           [--duplicate] [--json]          play N hands headlessly and report statistics
  simulate --hands N --seed S --compare A,B --bots _,x,y,z [--ruleset ${RULESET_CHOICES}]
           [--flowers] [--json]            players A and B measured in the seat marked _ on the
                                           same deals: N/4 deals x 4 seats (N a multiple of 4),
                                           each played twice, once by A and once by B, so each
                                           plays N hands; reports both and A - B, paired by deal
  calibrate --hands N --seed S [--ruleset ${RULESET_CHOICES}] [--aim win|points]
            [--opponents standard|strong]  a coach-follower with three bots of that level: the
                                           chance shown beside the coach's suggestion against
                                           the hands won (JSON reliability table, Brier score
                                           beside the solo model's)
  bench                                    print the performance figures

exit codes: 0 ok, 1 not a winning hand, 2 bad input (with --jsonl: 0 unless stdin is unreadable)
`;

class UsageError extends Error {}

interface Options {
  readonly jsonl: boolean;
  readonly ruleset: RulesetId;
}

/** The ruleset a `--ruleset` value names, or a usage error listing the engine's rulesets. */
function rulesetArgument(value: string): RulesetId {
  if (!isRulesetId(value))
    throw new UsageError(`unknown ruleset "${value}" (${RULESET_IDS.join(', ')})`);
  return value;
}

/**
 * The value after the option `arg`, taken from the arguments still unread; a usage error when the
 * command line ends there.
 */
function valueAfter(arg: string, unread: Iterator<string>): string {
  const next = unread.next();
  if (next.done === true) throw new UsageError(`${arg} needs a value`);
  return next.value;
}

function parseOptions(args: readonly string[], allowed: readonly string[]): Options {
  let jsonl = false;
  let ruleset: RulesetId = DEFAULT_RULESET_ID;
  const unread = args.values();
  for (const arg of unread) {
    if (!allowed.includes(arg)) throw new UsageError(`unknown option ${arg}`);
    if (arg === '--jsonl') jsonl = true;
    if (arg === '--ruleset') ruleset = rulesetArgument(valueAfter(arg, unread));
  }
  return { jsonl, ruleset };
}

async function streamStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * All of stdin, or why it cannot be read. Read from the descriptor itself: Node's stream quietly
 * yields nothing for a directory (`hu score < /`), which would pass for an empty document.
 */
async function readStdin(): Promise<Result<Uint8Array>> {
  let problem: unknown;
  try {
    return ok(readFileSync(0));
  } catch (e) {
    problem = e;
  }
  // A non-blocking pipe or terminal cannot be read synchronously; the stream reads it.
  if ((problem as NodeJS.ErrnoException).code === 'EAGAIN') {
    try {
      return ok(await streamStdin());
    } catch (e) {
      problem = e;
    }
  }
  const message = problem instanceof Error ? problem.message : String(problem);
  return fail('input/unreadable', `cannot read stdin: ${message}`);
}

async function documents(args: readonly string[], command: DocumentCommand): Promise<number> {
  const options = parseOptions(args, ['--jsonl', '--ruleset']);
  const handler = CLI_RULESETS[options.ruleset][command];
  const bytes = await readStdin();
  const text = bytes.ok ? decodeInput(bytes.value) : bytes;
  const outcome: Outcome = text.ok
    ? runDocuments(text.value, options.jsonl, handler)
    : unreadableOutcome(text.error);
  process.stdout.write(outcome.lines.map((line) => `${line}\n`).join(''));
  return outcome.exitCode;
}

async function runCalibrate(args: readonly string[]): Promise<number> {
  let hands: number | undefined;
  let seed: string | undefined;
  let ruleset: RulesetId = DEFAULT_RULESET_ID;
  let aim: 'win' | 'points' | undefined;
  let opponents: 'standard' | 'strong' | undefined;
  const unread = args.values();
  for (const arg of unread) {
    const value = () => valueAfter(arg, unread);
    if (arg === '--hands') hands = Number(value());
    else if (arg === '--seed') seed = value();
    else if (arg === '--ruleset') ruleset = rulesetArgument(value());
    else if (arg === '--aim') {
      const v = value();
      if (v !== 'win' && v !== 'points') throw new UsageError('--aim is win or points');
      aim = v;
    } else if (arg === '--opponents') {
      const v = value();
      if (v !== 'standard' && v !== 'strong')
        throw new UsageError('--opponents is standard or strong');
      opponents = v;
    } else throw new UsageError(`unknown option ${arg}`);
  }
  if (hands === undefined || !Number.isInteger(hands) || hands < 4 || hands % 4 !== 0)
    throw new UsageError('--hands needs a positive multiple of 4 (deals x 4 seatings)');
  if (seed === undefined) throw new UsageError('--seed is required');
  const { calibrate } = await import('./calibrate');
  process.stdout.write(`${JSON.stringify(calibrate({ hands, seed, ruleset, aim, opponents }))}\n`);
  return 0;
}

async function runSimulate(args: readonly string[]): Promise<number> {
  let hands: number | undefined;
  let seed: string | undefined;
  let bots = 'random,random,random,random';
  let json = false;
  let flowers = false;
  let duplicate = false;
  let compared: string | undefined;
  let ruleset: RulesetId = DEFAULT_RULESET_ID;
  const unread = args.values();
  for (const arg of unread) {
    const value = () => valueAfter(arg, unread);
    if (arg === '--hands') hands = Number(value());
    else if (arg === '--seed') seed = value();
    else if (arg === '--bots') bots = value();
    else if (arg === '--ruleset') ruleset = rulesetArgument(value());
    else if (arg === '--json') json = true;
    else if (arg === '--flowers') flowers = true;
    else if (arg === '--duplicate') duplicate = true;
    else if (arg === '--compare') compared = value();
    else throw new UsageError(`unknown option ${arg}`);
  }
  if (hands === undefined || !Number.isInteger(hands) || hands < 1)
    throw new UsageError('--hands needs a positive whole number');
  if (seed === undefined) throw new UsageError('--seed is required');
  if (duplicate && hands % 4 !== 0)
    throw new UsageError('--duplicate needs --hands to be a multiple of 4');
  const names = bots.split(',');
  if (names.length !== 4)
    throw new UsageError('--bots names four players, e.g. random,random,random,random');
  if (compared !== undefined)
    return runCompare(hands, seed, compared, names, { json, flowers, ruleset });
  if (names.includes('_'))
    throw new UsageError('_ in --bots marks the seat measured by --compare A,B');
  const { simulate, formatReport } = await import('./simulate');
  let report;
  try {
    report = simulate(
      {
        hands,
        seed,
        bots: names as [string, string, string, string],
        flowers,
        duplicate,
        ruleset,
      },
      (line) => process.stderr.write(`${line}\n`),
    );
  } catch (e) {
    if (e instanceof Error && e.message.startsWith('unknown bot')) throw new UsageError(e.message);
    throw e;
  }
  // The JSON document is exactly the contract's (shared/contract.md): no decision count.
  const document = { ...report, decisions: undefined };
  process.stdout.write(`${json ? JSON.stringify(document) : formatReport(report)}\n`);
  return report.invariantViolations === 0 ? 0 : 1;
}

/** `simulate --compare A,B`: both measured on the same deals in the seat `_` marks. */
async function runCompare(
  hands: number,
  seed: string,
  compared: string,
  names: readonly string[],
  flags: { readonly json: boolean; readonly flowers: boolean; readonly ruleset: RulesetId },
): Promise<number> {
  const pair = compared.split(',');
  if (pair.length !== 2 || pair.some((name) => name === '' || name === '_'))
    throw new UsageError('--compare names two players, e.g. --compare coach,strong');
  const { compare, compareProblem, formatCompareReport } = await import('./compare');
  const options = {
    hands,
    seed,
    compare: pair as [string, string],
    bots: names as [string, string, string, string],
    flowers: flags.flowers,
    ruleset: flags.ruleset,
  };
  const problem = compareProblem(options);
  if (problem !== null) throw new UsageError(problem);
  let report;
  try {
    report = compare(options, (line) => process.stderr.write(`${line}\n`));
  } catch (e) {
    if (e instanceof Error && e.message.startsWith('unknown bot')) throw new UsageError(e.message);
    throw e;
  }
  // Only what a script needs: no decision count, no list of every pair's difference.
  const document = { ...report, decisions: undefined, pairedDifferences: undefined };
  process.stdout.write(`${flags.json ? JSON.stringify(document) : formatCompareReport(report)}\n`);
  return report.invariantViolations === 0 ? 0 : 1;
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'score':
    case 'settle':
    case 'analyse':
      return documents(args, command);
    case 'simulate':
      return runSimulate(args);
    case 'calibrate':
      return runCalibrate(args);
    case 'bench': {
      parseOptions(args, []);
      const { runBench } = await import('./bench');
      for (const [name, value] of runBench()) process.stdout.write(`${name}: ${value}\n`);
      return 0;
    }
    case undefined:
      // Not a request for help: a script that forgot its command must fail, and not feed the
      // usage text to whatever reads stdout.
      process.stderr.write(`hu: no command given\n\n${USAGE}`);
      return 2;
    case '--help':
    case 'help':
      process.stdout.write(USAGE);
      return 0;
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    if (e instanceof UsageError) {
      process.stderr.write(`hu: ${e.message}\n\n${USAGE}`);
      process.exitCode = 2;
      return;
    }
    // A bug, not bad input: say so plainly, without a stack trace on the user's terminal.
    process.stderr.write(`hu: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 70;
  },
);
