// `import UIKit` gives Foundation, as on iOS. On Linux `URLSession` lives in
// FoundationNetworking; re-exporting it lets an adapter file that imports only Foundation
// and UIKit use URLSession as it does on iOS.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
