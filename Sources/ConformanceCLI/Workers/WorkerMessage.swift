import AdapterConformance
import Foundation

/// One job the supervisor sends a worker: run this scenario against that adapter.
struct WorkerJob: Codable, Sendable {
    let adapter: String
    let scenario: Scenario
    let seed: UInt64
}

/// A line a worker writes back. Trace events stream as they happen, so the supervisor
/// keeps the trace up to a crash; the result closes the job.
enum WorkerMessage: Codable, Sendable {
    case event(TraceEvent)
    case result(ScenarioResult)
    /// A result whose trace was left out because it is in the spill file (see ``TraceSpill``):
    /// encoding it a second time was a large part of a worker's cost.
    case resultWithSpilledTrace(ScenarioResult)
    case failure(String)
}

extension WorkerMessage {
    private static let eventPrefix = Data(#"{"event":"#.utf8)

    /// Whether a line is an event message, without decoding it.
    static func isEvent(_ line: Data) -> Bool { line.starts(with: eventPrefix) }
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
