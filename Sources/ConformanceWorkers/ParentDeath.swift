import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Linux's parent-death signal: the kernel kills the worker when the supervisor ends, even by
/// SIGKILL (strictly, when the thread that started it ends, which is why supervisor threads
/// outlive their workers). `prctl` is not in Glibc's Swift module, so it is looked up by name.
enum ParentDeath {
    private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    private static let setParentDeathSignal: Int32 = 1  // PR_SET_PDEATHSIG

    static func killThisProcess() {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        _ = prctl(setParentDeathSignal, UInt(SIGKILL), 0, 0, 0)
    }
}
