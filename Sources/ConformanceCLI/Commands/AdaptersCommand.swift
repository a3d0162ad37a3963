import AdapterConformance

/// `conformance adapters`: the adapters this executable can test, one line each.
struct AdaptersCommand {
    let context: CommandContext

    func execute() -> ExitCode {
        let width = context.fixtures.map(\.name.count).max() ?? 0
        for fixture in context.fixtures {
            context.out.write(
                "\(fixture.name.padded(to: width))  \(fixture.summary)\n")
        }
        return .success
    }
}
