import Foundation
import ObjCStrip

/// `conformance-strip-objc INPUT OUTPUT [INPUT OUTPUT …]`: writes each Swift file INPUT to
/// OUTPUT with the Objective-C attributes Linux rejects blanked out, behind a `#sourceLocation`
/// naming INPUT. The StripObjC build-tool plugin runs it; it is no command for people.
let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty, arguments.count.isMultiple(of: 2) else {
    FileHandle.standardError.write(Data("usage: conformance-strip-objc INPUT OUTPUT [INPUT OUTPUT ...]\n".utf8))
    exit(2)
}
for pair in stride(from: 0, to: arguments.count, by: 2) {
    let input = URL(fileURLWithPath: arguments[pair])
    let output = URL(fileURLWithPath: arguments[pair + 1])
    do {
        let source = try String(contentsOf: input, encoding: .utf8)
        let stripped = ObjCStripper.strip(source).compilable(originalPath: input.path)
        try FileManager.default.createDirectory(
            at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(stripped.utf8).write(to: output, options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("conformance-strip-objc: \(input.path): \(error)\n".utf8))
        exit(1)
    }
}
