// What the benchmarks read of their command line.

/** The value after `name` among the command's arguments (`--seconds 5` → '5'), or undefined. */
export function option(name) {
  const args = process.argv.slice(2);
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}
