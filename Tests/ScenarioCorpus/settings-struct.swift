// A struct of settings passed to a controller, with a computed property and a dictionary.
import UIKit

struct Settings {
    var animated = true
    var duration: TimeInterval = 0.3
    var labels: [String: String] = ["greeting": "Hello"]
    var summary: String { "animated=\(animated) duration=\(duration)" }
}

final class SettingsViewController: UIViewController {
    var settings = Settings()
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print(settings.summary, settings.labels["greeting"] ?? "-")
    }
}

final class RootViewController: UIViewController {}

var settings = Settings()
settings.animated = false
settings.labels["greeting"] = "Hi"
let root = RootViewController()
let nav = UINavigationController(rootViewController: root)
window.rootViewController = nav
wait(0.5)
let page = SettingsViewController()
page.settings = settings
nav.pushViewController(page, animated: settings.animated)
