/// Options every command understands without declaring them, so help always documents them
/// and suggestions can point at them.
enum BuiltinOptions {
    static let help = OptionSpec.flag("help", short: "h", help: "Show help information.")
    static let version = OptionSpec.flag("version", help: "Show the version.")

    /// Builtins valid at a command: help everywhere, version only on the root when configured.
    static func available(isRoot: Bool, hasVersion: Bool) -> [OptionSpec] {
        isRoot && hasVersion ? [version, help] : [help]
    }

    /// The pseudo-subcommand `help SUBCOMMAND`, listed with the real ones.
    static let helpCommandName = "help"
    static let helpCommandAbstract = "Show help for a subcommand."
}
