import Foundation

/// Resident memory of this process, from `/proc/self/status` (Linux).
enum ProcessMemory {
    /// Current resident set size in KB (`VmRSS`), or 0 where `/proc` is unavailable.
    static var residentKB: Int { field("VmRSS") }
    /// Peak resident set size in KB (`VmHWM`).
    static var peakKB: Int { field("VmHWM") }

    /// Starts a new peak at the current size, so a part measures only its own growth.
    /// Returns false where the kernel does not support it; the peak then includes start-up.
    @discardableResult
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    private static func field(_ name: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return Int(digits) ?? 0
        }
        return 0
    }
}
