import ConformanceCLI
import Foundation
import ObjCAdapterCatalog

// The harness's command line for its Objective-C adapters: the reference custom event, its
// broken variants and the adapters that crash on purpose, e.g.
//   swift run conformance-objc run --adapter objc-sample-custom-event
exit(await ConformanceCommand.main(fixtures: ObjCAdapterCatalog.fixtures, programName: "conformance-objc"))
