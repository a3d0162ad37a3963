import Foundation

/// Base class of every option a publisher can pass to an ad loader. Adapters look for the
/// subclasses they understand and must ignore the rest.
open class AdLoaderOptions: NSObject {
    public override init() { super.init() }
}
