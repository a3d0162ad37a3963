import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The worker's standard streams, which belong to the adapter.
enum WorkerStdio {
    /// Points 0 at /dev/null and 1 and 2 at /dev/null until the first job.
    static func detach() {
        let null = open("/dev/null", O_RDWR)
        for descriptor: Int32 in 0...2 { dup2(null, descriptor) }
        if null > 2 { close(null) }
    }

    /// Sends standard output and error to a job's files (reopening them if the adapter of an
    /// earlier job closed them).
    static func capture(output: String, error: String) {
        flush()
        for (path, descriptor) in [(output, Int32(1)), (error, Int32(2))] {
            let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0o600)
            guard file >= 0 else { continue }
            dup2(file, descriptor)
            if file != descriptor { close(file) }
        }
    }

    static func flush() { fflush(nil) }
}
