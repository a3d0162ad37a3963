import Adapter
import Foundation

// Exits non-zero unless the stripped adapter behaves as written: strings untouched, line numbers
// and file names those of the adapter's own sources.
let greeting = Greeter().greeting(for: "Ada", politely: true)
let banner = Banner()
banner.show(banner)
var failures: [String] = []
if greeting != "Dear Ada: @objc dynamic, @objcMembers @objc(in a string)" { failures.append("greeting: \(greeting)") }
if Greeter.line() != 23 { failures.append("line: \(Greeter.line())") }
if !Greeter.file().hasSuffix("AdapterSources/Greeter.swift") { failures.append("file: \(Greeter.file())") }
if !banner.shown { failures.append("banner not shown") }
let method = Requester().method(for: URL(fileURLWithPath: "/"))
if method != "POST" { failures.append("request method: \(method)") }
if Requester.line() != 14 { failures.append("requester line: \(Requester.line())") }
print(failures.isEmpty ? "StripObjC: ok (\(greeting))" : "StripObjC: FAILED \(failures)")
exit(failures.isEmpty ? 0 : 1)
