import AdapterConformance
import Foundation

/// One job the supervisor sends a worker: run this scenario against that adapter. `id` is
/// unique within a run; every reply names it, so an answer can never be paired with the
/// wrong scenario.
package struct WorkerJob: Codable, Sendable {
    package let id: Int
    package let adapter: String
    package let scenario: Scenario
    package let seed: UInt64
    /// Keep the worker alive a while after the scenario, so a crash that the scenario set up
    /// (a thread that traps later) happens while this job is still the one being watched.
    package var linger = false
    /// Real time to wait for calls from an adapter that kept a completion handler, when not
    /// the engine's default (`RunOptions.settleMilliseconds`); fuzzing waits less.
    package var settleMilliseconds: Int?
    /// Instead of running `scenario`, ask the adapter class what the report says about it
    /// (``ConformanceEngine/describe(_:options:)``): a supervisor never calls adapter code.
    package var describesAdapter = false

    /// The files a worker writes to after its last job, while it waits out
    /// `WorkerServer.lingerAtEndMilliseconds`, go by this ID.
    package static let afterLastJob = -1

    /// The job that describes `adapter` for the report.
    package static func description(id: Int, adapter: String, seed: UInt64) -> WorkerJob {
        var job = WorkerJob(id: id, adapter: adapter, scenario: ConformanceEngine.descriptionScenario, seed: seed)
        job.describesAdapter = true
        return job
    }

    package init(id: Int, adapter: String, scenario: Scenario, seed: UInt64) {
        self.id = id
        self.adapter = adapter
        self.scenario = scenario
        self.seed = seed
    }
}

/// A worker's answer to one job, on the worker's private channel.
package struct WorkerReply: Codable, Sendable {
    package enum Outcome: Codable, Sendable {
        /// The judged result. Its trace is empty when the worker's trace file holds it
        /// (`traceSpilled`): encoding it twice was a large part of a worker's cost.
        case result(ScenarioResult, traceSpilled: Bool)
        /// The worker could not run the job, or lost what it needs to report it.
        case failure(String)
    }

    package let job: Int
    package let outcome: Outcome
}

/// The line a worker writes once its channel is private, before any reply. A relaunched test
/// binary may write to its standard output before it takes the worker role (the test
/// library's own lines), and the supervisor skips everything up to this line; a worker that
/// ends before writing it could not be started.
package enum WorkerHandshake {
    package static let ready = Data("conformance-worker-ready".utf8)
}

/// JSON lines: one value per line, no pretty printing.
package enum JSONLines {
    package static func encode<Value: Encodable>(_ value: Value) -> Data {
        var data = (try? JSONEncoder().encode(value)) ?? Data("{}".utf8)
        data.append(0x0A)
        return data
    }

    package static func decode<Value: Decodable>(_ type: Value.Type, from line: Data) -> Value? {
        try? JSONDecoder().decode(type, from: line)
    }
}
