// `import UIKit` gives Foundation, as on iOS. It does not give FoundationNetworking, where
// `URLSession` and the rest of URL loading live on Linux: re-exporting it would link
// libFoundationNetworking, and libcurl with its dozens of libraries, into every binary that
// links the stand-ins (every worker process start pays for loading them). An adapter file that
// uses URL loading and imports only Foundation gets its guarded `import FoundationNetworking`
// from the StripObjC plugin instead.
@_exported import Foundation
