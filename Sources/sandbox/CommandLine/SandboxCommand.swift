import ArgumentParser

/// `sandbox`: the root command. With no subcommand it opens the desktop sandbox (`WindowCommand`);
/// the scenario commands (`trace`, `check`, `run`, `diff`, `open`) join `subcommands`.
struct SandboxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sandbox",
        abstract: "UIKit Sandbox: UIKit's view and controller behaviour on the desktop, with a CPU compositor.",
        discussion: CommandLineRules.discussion(SandboxDemo.helpText),
        version: SandboxVersion.current,
        subcommands: [WindowCommand.self, TraceCommand.self, CheckCommand.self, RunCommand.self, DiffCommand.self, OpenCommand.self,
                      DeviceCommand.self],
        defaultSubcommand: WindowCommand.self
    )
}
