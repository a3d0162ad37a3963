/// Why no worker process could be started for a job, or why the one started never took the
/// worker role. The text for it (an unstartable job's reason, a harness fault's message) is
/// written by `FaultText` (ReportGrammar) alone.
package enum WorkerStartFailure: Error, Equatable, Sendable {
    /// The worker's folder for its files could not be made; `code` is the `errno` value.
    case noFolder(code: Int32)
    /// The system refused to start `executable`; `code` is the `errno` value.
    case notStarted(executable: String, code: Int32)
    /// The process ended so before it said it was ready. `startupError`: the end of what it
    /// wrote to standard error until then, trimmed; empty when it wrote nothing.
    case endedBeforeReady(WorkerCrash.Ending, startupError: String)
    /// The process had not said it was ready when `limit` of real time had passed.
    /// `startupError` as for ``endedBeforeReady(_:startupError:)``.
    case notReady(limit: Duration, startupError: String)
    /// Its first jobs could not be written to the worker: its input was closed (the process
    /// went away), and the write failed with `errno` value `code`.
    case inputClosed(code: Int32)
    /// Its first jobs came after the supervisor had closed the worker's input.
    case inputClosedBefore
}
