import Foundation
import UIKit
import ScriptedNetwork

/// How the network leaves the app for a click: the first deep link an installed app can
/// open wins, otherwise the destination URL opens in the browser. One navigation per click.
enum SampleNavigation {
    static func open(_ destination: ClickDestination) {
        let app = UIApplication.shared
        for link in destination.deepLinks {
            if let url = URL(string: link), app.canOpenURL(url) {
                app.open(url)
                return
            }
        }
        if let url = URL(string: destination.url) { app.open(url) }
    }
}
