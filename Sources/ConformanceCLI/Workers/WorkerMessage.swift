import AdapterConformance
import Foundation

/// One job the supervisor sends a worker: run this scenario against that adapter. `id` is
/// unique within a run; every reply names it, so an answer can never be paired with the
/// wrong scenario.
struct WorkerJob: Codable, Sendable {
    let id: Int
    let adapter: String
    let scenario: Scenario
    let seed: UInt64
    /// Keep the worker alive a while after the scenario, so a crash that the scenario set up
    /// (a thread that traps later) happens while this job is still the one being watched.
    var linger = false
    /// Real time to wait for calls from an adapter that kept a completion handler, when not
    /// the engine's default (`RunOptions.settleMilliseconds`); fuzzing waits less.
    var settleMilliseconds: Int?

    /// The files a worker writes to after its last job, while it waits out
    /// `WorkerCommand.lingerAtEndMilliseconds`, go by this ID.
    static let afterLastJob = -1
}

/// A worker's answer to one job, on the worker's private channel.
struct WorkerReply: Codable, Sendable {
    enum Outcome: Codable, Sendable {
        /// The judged result. Its trace is empty when the worker's trace file holds it
        /// (`traceSpilled`): encoding it twice was a large part of a worker's cost.
        case result(ScenarioResult, traceSpilled: Bool)
        /// The worker could not run the job, or lost what it needs to report it.
        case failure(String)
    }

    let job: Int
    let outcome: Outcome
}

/// JSON lines: one value per line, no pretty printing.
enum JSONLines {
    static func encode<Value: Encodable>(_ value: Value) -> Data {
        var data = (try? JSONEncoder().encode(value)) ?? Data("{}".utf8)
        data.append(0x0A)
        return data
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from line: Data) -> Value? {
        try? JSONDecoder().decode(type, from: line)
    }
}
