// The admin command's verbs: parses the arguments, runs one moderation action and prints what
// happened. Returns the process exit code: 0 done, 1 the target does not exist, 2 the command line is wrong.
import type { Moderation } from '../services/notes/moderation.ts';
import { UnknownTargetError } from '../services/notes/moderation.ts';
import { reportListing } from './report-listing.ts';

export const USAGE = `Usage: npm run admin -- <command>
  reports [--json] [--show-keys]
                          open abuse reports, per note and reason; --show-keys prints the note keys reporters
                          of end-to-end encrypted notes included (they open the note: handle with care)
  disable <share_id>      take a note down: 410 note-disabled for everyone, its editor included
  enable <share_id>       serve a disabled note again
  delete <share_id>       delete a note for good (its ids are never reused)
  dismiss <share_id>      close a note's open reports without acting on the note
  backup <file>           a consistent copy of the notes (and <file>.accounts.db) while the server runs`;

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

const REPORT_FLAGS: readonly string[] = ['--json', '--show-keys'];
const ACTIONS = ['disable', 'enable', 'delete', 'dismiss'] as const;
type ActionName = (typeof ACTIONS)[number];
const isAction = (name: string | undefined): name is ActionName => ACTIONS.some((action) => action === name);

export async function runAdminCommand(args: readonly string[], moderation: Moderation, output: Output): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'reports' && rest.every((flag) => REPORT_FLAGS.includes(flag)) && new Set(rest).size === rest.length) {
    const groups = await moderation.openReports();
    for (const line of reportListing(groups, { json: rest.includes('--json'), showKeys: rest.includes('--show-keys') })) output.out(line);
    return 0;
  }
  const [target] = rest;
  if (isAction(command) && target !== undefined && rest.length === 1) {
    try {
      output.out(await moderation[command](target));
      return 0;
    } catch (error) {
      if (!(error instanceof UnknownTargetError)) throw error;
      output.err(error.message);
      return 1;
    }
  }
  output.err(command === undefined || command === 'help' || command === '--help' ? USAGE : `Unknown command line: ${args.join(' ')}\n${USAGE}`);
  return 2;
}
