// A lifecycle logger base class that prints `#function`, subclassed by the app's screens.
import UIKit

class LoggingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        log(#function)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log(#function)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log(#function)
    }
    func log(_ name: String) { print("\(type(of: self)).\(name)") }
}

final class ProfileViewController: LoggingViewController {}

let profile = ProfileViewController()
window.rootViewController = profile
