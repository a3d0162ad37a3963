/// One distinct failure a fuzz run found: the generated scenario that showed it first, and
/// that scenario shrunk to a smallest one still showing it, ready to be committed as a
/// scenario file.
package struct FuzzFinding: Sendable {
    package var kind: FindingKind
    /// The run's seed and the index of the generated scenario: what replays the original.
    package var seed: UInt64
    package var index: Int
    package var original: Scenario
    /// The shrunk scenario, named after the finding (see `name`).
    package var scenario: Scenario
    /// The shrunk scenario's result: the trace and what the rule found.
    package var result: ScenarioResult
    /// Generated scenarios that showed this kind of finding, this one included (the run
    /// shrinks only the first few of each kind).
    package var occurrences = 1
    /// Runs the shrinking took.
    package var shrinkRuns: Int

    package init(
        kind: FindingKind, seed: UInt64, index: Int, original: Scenario, scenario: Scenario, result: ScenarioResult,
        occurrences: Int = 1, shrinkRuns: Int
    ) {
        self.kind = kind
        self.seed = seed
        self.index = index
        self.original = original
        self.scenario = scenario
        self.result = result
        self.occurrences = occurrences
        self.shrinkRuns = shrinkRuns
    }

    package var originalSize: ScenarioSize { ScenarioSize(original) }
    package var size: ScenarioSize { ScenarioSize(scenario) }

    /// `<format>.fuzz.<rule>.s<seed>-<index>`, e.g. `native.fuzz.load-1.s42-17`: the shrunk
    /// scenario's ID and its file's name.
    package static func name(kind: FindingKind, format: ScenarioFormat, seed: UInt64, index: Int) -> String {
        "\(format.idPrefix).fuzz.\(kind.description.lowercased()).s\(seed)-\(index)"
    }

    /// What makes two findings the same: the kind, and the shrunk scenario apart from its name.
    package var shape: String {
        var anonymous = scenario
        (anonymous.id, anonymous.title, anonymous.source) = ("x", "x", nil)
        return "\(kind) " + ScenarioWriter.json(anonymous).compact()
    }

    /// The description the scenario file carries: where it came from and how to replay it.
    package func description(adapter: String) -> String {
        "Found by `conformance fuzz --adapter \(adapter) --seed \(seed)`: generated scenario \(index) "
            + "\(kind.isFault ? "made the adapter \(kind)" : "violated \(kind)"); shrunk from size \(originalSize) "
            + "to \(size). Replay with `conformance run --adapter \(adapter) --scenarios DIR --no-builtin "
            + "--seed \(seed)`."
    }

    /// The scenario file: the shrunk scenario with its description.
    package func fileText(adapter: String) -> String {
        ScenarioWriter.file([scenario], descriptions: [scenario.id: description(adapter: adapter)])
    }
}

extension FindingKind {
    package var isFault: Bool {
        if case .fault = self { true } else { false }
    }
}
