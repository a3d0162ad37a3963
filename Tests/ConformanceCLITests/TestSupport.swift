import ConformanceCLI
import Testing

/// Parses with the real `conformance` tree and expects a command, failing the test otherwise.
func parseCommand(_ arguments: [String], programName: String = "conformance") throws -> ParsedArguments {
    let outcome = try ConformanceCommands.parser(programName: programName, version: "1.2.3").parse(arguments)
    guard case .command(let parsed) = outcome else {
        Issue.record("expected a command for \(arguments), got \(outcome)")
        throw TestFailure()
    }
    return parsed
}

/// Parses with the real tree and returns the usage error, recording an issue if none was thrown.
func parseError(_ arguments: [String]) -> UsageError? {
    do {
        let outcome = try ConformanceCommands.parser(version: "1.2.3").parse(arguments)
        Issue.record("expected a usage error for \(arguments), got \(outcome)")
        return nil
    } catch {
        return error
    }
}

/// Parses with the real tree and returns help text, recording an issue for anything else.
func parseHelp(_ arguments: [String]) -> String {
    do {
        let outcome = try ConformanceCommands.parser(version: "1.2.3").parse(arguments)
        if case .help(let text) = outcome { return text }
        Issue.record("expected help for \(arguments), got \(outcome)")
    } catch {
        Issue.record("expected help for \(arguments), got \(error)")
    }
    return ""
}

struct TestFailure: Error {}
