import CLibXML2

/// Where the streaming writer's bytes go: a temp file that is later renamed, or memory.
///
/// libxml2 calls back into ``writeCallback`` with this object as its `void *` context; a write
/// error is remembered here because libxml2 itself only reports "-1" without a reason.
final class OutputSink {
    let file: AtomicFile?
    /// Everything written so far for memory sinks; the unwritten batch for file sinks.
    private(set) var bytes: [UInt8] = []
    private(set) var failureReason: String?

    init(file: AtomicFile?) {
        self.file = file
    }

    var path: String { file?.destination.path ?? "<memory>" }

    /// libxml2 hands over 4 KB at a time; batching into larger writes saves most syscalls.
    private static let batchSize = 1 << 20

    func append(_ buffer: UnsafeRawBufferPointer) -> Bool {
        guard failureReason == nil else { return false }
        bytes.append(contentsOf: buffer)
        if file != nil && bytes.count >= Self.batchSize { return flush() }
        return true
    }

    /// Writes batched bytes to the file; a no-op for memory sinks.
    func flush() -> Bool {
        guard failureReason == nil else { return false }
        guard let file, !bytes.isEmpty else { return true }
        let ok = bytes.withUnsafeBytes { file.write($0) }
        bytes.removeAll(keepingCapacity: true)
        if !ok { failureReason = AtomicFile.lastError() }
        return ok
    }

    /// Builds a libxml2 output buffer that feeds this sink; the sink must outlive it.
    func makeOutputBuffer() -> xmlOutputBufferPtr? {
        xmlOutputBufferCreateIO(
            Self.writeCallback, Self.closeCallback,
            Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    private static let writeCallback: xmlOutputWriteCallback = { context, buffer, length in
        guard let context, let buffer, length >= 0 else { return -1 }
        let sink = Unmanaged<OutputSink>.fromOpaque(context).takeUnretainedValue()
        let ok = sink.append(UnsafeRawBufferPointer(start: buffer, count: Int(length)))
        return ok ? length : -1
    }

    /// The sink owns the file descriptor, so libxml2 closing its buffer must not close it.
    private static let closeCallback: xmlOutputCloseCallback = { _ in 0 }
}
