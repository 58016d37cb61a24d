/** A problem with one input file. Message is always "<file>: <problem>". */
export class LoadError extends Error {
  readonly file: string;
  readonly problem: string;
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'LoadError';
    this.file = file;
    this.problem = problem;
  }
}
