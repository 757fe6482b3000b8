/** Times each phase of the run and prints it as it ends, so a slow phase is visible at once. */
export class PhaseClock {
  readonly phases: { phase: string; seconds: number }[] = [];
  private readonly started = performance.now();

  async time<T>(phase: string, work: () => Promise<T> | T): Promise<T> {
    const started = performance.now();
    process.stdout.write(`bench: ${phase}…`);
    try {
      return await work();
    } finally {
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      this.phases.push({ phase, seconds });
      process.stdout.write(` ${seconds} s (total ${this.totalSeconds()} s)\n`);
    }
  }

  totalSeconds(): number {
    return Math.round((performance.now() - this.started) / 1000);
  }
}
