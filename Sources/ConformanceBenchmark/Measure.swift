import Foundation

/// Timing and statistics shared by every part of the benchmark.
enum Measure {
    /// Monotonic time in nanoseconds.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return Double(now() - start) / 1e9
    }

    @MainActor
    static func seconds(_ body: () async throws -> Void) async rethrows -> Double {
        let start = now()
        try await body()
        return Double(now() - start) / 1e9
    }

    /// CPU time, user and system, of this process's children that have ended and been
    /// waited for, and of theirs that they waited for.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Starts `executable` once for each argument list, all at once, with its output thrown
    /// away, and waits for every one: the wall time until the last ended, and the CPU time of
    /// them all and of the processes they waited for (a supervisor reaps its workers). Throws,
    /// naming `what`, if one did not exit with a status up to `maximumStatus`.
    static func commands(
        _ executable: String, _ arguments: [[String]], environment: [String: String]? = nil,
        maximumStatus: Int32, what: String
    ) throws -> (seconds: Double, cpu: Double) {
        let processes = arguments.map { arguments in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            if let environment { process.environment = environment }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
        let cpuBefore = childrenCPUSeconds()
        let start = now()
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        let seconds = Double(now() - start) / 1e9
        let cpu = childrenCPUSeconds() - cpuBefore
        for process in processes {
            guard process.terminationReason == .exit, process.terminationStatus <= maximumStatus else {
                throw BenchmarkError("\(what) ended with status \(process.terminationStatus)")
            }
        }
        return (seconds, cpu)
    }

    /// The median; the mean of the middle two for an even count.
    static func median(_ values: [Double]) -> Double {
        precondition(!values.isEmpty, "median of nothing")
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

enum Figure {
    static func time(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-3: return String(format: "%.1f µs", seconds * 1e6)
        case ..<1: return String(format: "%.1f ms", seconds * 1e3)
        default: return String(format: "%.2f s", seconds)
        }
    }

    /// Times by job count, `--jobs 0` / `1` / `2`.
    static func times(byJobs times: [Int: Double]) -> String {
        [0, 1, 2].map { time(times[$0]!) }.joined(separator: " / ")
    }

    static func ratio(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f×", value) : String(format: "%.2f×", value)
    }

    static func megabytes(_ kilobytes: Int) -> String { String(format: "%.1f MB", Double(kilobytes) / 1024) }

    static func verdict(_ met: Bool) -> String { met ? "met" : "MISSED" }
}
