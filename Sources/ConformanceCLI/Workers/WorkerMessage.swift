import AdapterConformance
import Foundation

/// One job the supervisor sends a worker: run this scenario against that adapter.
struct WorkerJob: Codable, Sendable {
    let adapter: String
    let scenario: Scenario
    let strict: Bool
    let seed: UInt64
}

/// A line a worker writes back. Trace events stream as they happen, so the supervisor
/// keeps the trace up to a crash; the result closes the job.
enum WorkerMessage: Codable, Sendable {
    case event(TraceEvent)
    case result(ScenarioResult)
    case failure(String)
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
