import Foundation

// Apple's unified logging, reduced to what adapter sources call: messages go to standard
// error, which the harness captures per scenario as the adapter's own output.

/// A log category of a subsystem.
public struct Logger: Sendable {
    private let prefix: String

    public init(subsystem: String, category: String) { prefix = "[\(subsystem):\(category)] " }
    public init() { prefix = "" }

    public func log(_ message: String) { write(message) }
    public func debug(_ message: String) { write(message) }
    public func trace(_ message: String) { write(message) }
    public func info(_ message: String) { write(message) }
    public func notice(_ message: String) { write(message) }
    public func warning(_ message: String) { write(message) }
    public func error(_ message: String) { write(message) }
    public func critical(_ message: String) { write(message) }
    public func fault(_ message: String) { write(message) }

    private func write(_ message: String) {
        FileHandle.standardError.write(Data((prefix + message + "\n").utf8))
    }
}

/// A log handle for `os_log`.
public final class OSLog: NSObject, Sendable {
    public static let `default` = OSLog()
    public init(subsystem: String, category: String) { super.init() }
    private override init() { super.init() }
}

/// Writes a message to the log.
public func os_log(_ message: StaticString, log: OSLog = .default, _ args: any CVarArg...) {
    let text = withVaList(args) { NSString(format: "\(message)", arguments: $0) as String }
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
