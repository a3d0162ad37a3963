#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The load a background lane is calling back for, while it does. Main-thread callbacks tell
/// the host their load through `ScenarioHost.setCurrentLoad`, but lanes run at the same time
/// as each other, so each thread carries its own: without it, what an adapter does on a lane
/// (registering the ad that receives later events, scheduling, noting) was filed under the
/// most recent fetch, and a first load answered on a lane lost its events to the last load.
enum LaneLoad {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "cannot create the lane-load key")
        return key
    }()

    /// The calling thread's load, if it is a lane running a load's callback.
    static var current: Int? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Int(bitPattern: pointer) - 1
    }

    /// Sets (or clears) the calling thread's load; stored off by one, so load 0 is not null.
    static func set(_ load: Int?) {
        pthread_setspecific(key, load.flatMap { UnsafeRawPointer(bitPattern: $0 + 1) })
    }
}
