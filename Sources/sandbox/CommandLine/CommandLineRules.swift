/// The rules every command keeps, as each command's `--help` says them (and the README's "Exit status").
enum CommandLineRules {
    /// The exit statuses, options and file names, the same for every command.
    static let help = """
        Exit status: 0 as expected, 1 a trace or log differs (or an output could not be written whole), 2 the \
        command line or an input is wrong (an unknown option, a bad option value, a file that is missing, \
        unreadable or not what the command reads, a scenario that does not build), 3 a scenario crashed or \
        timed out, 128+N interrupted by signal N (SIGINT 130, SIGTERM 143). Each refusal is one line on \
        standard error. Numbers (--timeout, --compile-timeout, --memory-limit, --jobs) are finite and above \
        zero. A file whose name starts with '-' goes after '--' (sandbox check -- -odd.swift); before '--' it \
        is refused, never taken for options.
        """

    /// A command's own discussion, then the rules.
    static func discussion(_ own: String = "") -> String {
        own.isEmpty ? help : own + "\n\n" + help
    }
}
