import AdapterConformance
import ConformanceVocabulary
import Foundation
import Testing

@testable import ConformanceWorkers

#if canImport(Glibc)
import Glibc
#endif

/// Worker files cost what they hold and no more: the supervisor gives back what it has read,
/// a killed run's directories go with the next run, and they live in memory where it can.
@Suite struct WorkerFilesTests {
    func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("worker-files-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func allocatedBytes(_ path: String) -> Int {
        var status = stat()
        guard stat(path, &status) == 0 else { return -1 }
        return Int(status.st_blocks) * 512
    }

    /// Many jobs' records, each taken as a reply would name its end: every job reads back
    /// exactly what it wrote, and the file holds little more than what is not yet read.
    @Test func readSpillIsReleasedAndRecordsStayWhole() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = WorkerFiles.trace(directory)
        let file = TraceSpillFile(path: path)
        let reader = TraceSpillReader(path: path)
        let padding = String(repeating: "x", count: 200)
        var written = 0
        for job in 0..<2_000 {
            let writer = try #require(TraceSpillWriter(file: file, job: job))
            let events = (0..<10).map {
                TraceEvent(
                    sequence: $0, timeMilliseconds: job, thread: .main, load: 0, kind: .note("\(job) \($0) \(padding)"))
            }
            for event in events { writer.append(event) }
            #expect(writer.intact)
            written = file.end
            // Every other job is only skipped, as a fuzz reply without a finding is.
            if job.isMultiple(of: 2) {
                #expect(reader.take(job, end: written) == events)
            } else {
                reader.skip(job, end: written)
            }
        }
        #expect(written > 4 * WorkerFileReader.releaseStep)
        // Whatever the file system, at most the last step and a page are still held.
        #expect(allocatedBytes(path) <= WorkerFileReader.releaseStep + 2 * 4096)
    }

    @Test func outputFilesReleaseWhatWasRead() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = WorkerFiles.standardOutput(directory)
        let chunk = Data(repeating: UInt8(ascii: "a"), count: 256 << 10)
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        let reader = WorkerFileReader(path: path)
        var start = 0
        for _ in 0..<16 {
            try handle.write(contentsOf: chunk)
            let (bytes, cut) = reader.read(from: start, to: start + chunk.count, limit: chunk.count)
            #expect(bytes.count == chunk.count && cut == 0 && bytes.allSatisfy { $0 == UInt8(ascii: "a") })
            start += chunk.count
        }
        #expect(start == 4 << 20)
        #expect(allocatedBytes(path) <= WorkerFileReader.releaseStep + chunk.count + 4096)
    }

    @Test func leftoversOfGoneRunsAreRemovedAndLiveOnesKept() throws {
        let parent = try scratch()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        // A process that has ended: its ID names no running process (unless reused at once).
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let namespace = WorkerFiles.namespace
        try #require(namespace != 0)
        let names = [
            "\(WorkerFiles.namePrefix)\(namespace)-\(gone.processIdentifier)-abc123",
            "\(WorkerFiles.namePrefix)\(namespace)-\(getpid())-def456",
            // Another PID namespace's: its process ID says nothing here.
            "\(WorkerFiles.namePrefix)\(namespace + 1)-\(gone.processIdentifier)-ghi789",
            "\(WorkerFiles.namePrefix)unnamed",
            "unrelated-\(gone.processIdentifier)-x",
        ]
        for name in names {
            try FileManager.default.createDirectory(
                atPath: "\(parent)/\(name)/inner", withIntermediateDirectories: true)
        }
        WorkerFiles.removeLeftovers(in: parent)
        let left = try FileManager.default.contentsOfDirectory(atPath: parent).sorted()
        #expect(left == names.dropFirst().sorted())
    }

    @Test func directoriesGoWhereTMPDIRSaysElseInMemoryWhenThereIsRoom() throws {
        let memory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: memory) }
        #expect(WorkerFiles.parent(environment: ["TMPDIR": "/chosen"], memory: memory, fallback: "/tmp") == "/chosen")
        #expect(WorkerFiles.parent(environment: ["TMPDIR": ""], memory: memory, fallback: "/tmp") == memory)
        #expect(WorkerFiles.parent(environment: [:], memory: "\(memory)/missing", fallback: "/tmp") == "/tmp")
    }
}
