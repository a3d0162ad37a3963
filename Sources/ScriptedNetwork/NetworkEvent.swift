import Foundation

/// Something the network reports about an ad it served, after loading: the user clicked,
/// the network counted an impression, the video played. The engine triggers these; the
/// network stand-in turns them into its own delegate callbacks.
public enum NetworkEvent: String, Codable, Sendable, CaseIterable {
    case click
    case impression
    case leaveApplication
    case presentScreen
    case dismissScreen
    case didDismissScreen
    case videoPlay
    case videoPause
    case videoEnd
    case videoMute
    case videoUnmute
}
