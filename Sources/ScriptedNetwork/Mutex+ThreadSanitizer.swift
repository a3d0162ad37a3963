import HarnessSync

/// The lock this module's `Mutex` means: the standard library's, as ThreadSanitizer sees it.
typealias Mutex<Value: ~Copyable> = HarnessSync.Mutex<Value>
