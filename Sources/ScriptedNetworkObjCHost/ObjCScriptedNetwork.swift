import ScriptedNetwork

/// Where a stub SDK written in Objective-C finds the scenario's network: its fixture connects the
/// host the engine hands it, and `GACScriptedNetwork.currentNetwork` answers with it until the
/// fixture disconnects. The engine runs one scenario at a time in a process, and the stub's
/// adapter calls the network from threads the engine does not control, so the connection is
/// process-wide.
///
/// ```swift
/// var fixture = AdapterFixture(
///     name: "Maio", summary: "…", makeAdapter: { MaioAdapter() },
///     connect: { ObjCScriptedNetwork.connect($0) }, disconnect: { ObjCScriptedNetwork.disconnect() })
/// ```
public enum ObjCScriptedNetwork {
    /// Connects the Objective-C scripted network to `host`, the scenario's.
    public static func connect(_ host: any NetworkHost) { NetworkEnvironment.install(host) }

    /// Disconnects it: fetches fail at once, as an offline SDK's do.
    public static func disconnect() { NetworkEnvironment.install(nil) }
}
