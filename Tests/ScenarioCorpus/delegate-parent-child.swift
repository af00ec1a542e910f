// A protocol delegate between a child and its parent: the child asks to be closed, the parent removes it.
import UIKit

protocol ComposerDelegate: AnyObject {
    func composerDidFinish(_ composer: ComposerViewController)
}

final class ComposerViewController: UIViewController {
    weak var delegate: ComposerDelegate?
    func send() { delegate?.composerDidFinish(self) }
}

final class InboxViewController: UIViewController, ComposerDelegate {
    func compose() -> ComposerViewController {
        let composer = ComposerViewController()
        composer.delegate = self
        addChild(composer)
        view.addSubview(composer.view)
        composer.didMove(toParent: self)
        return composer
    }

    func composerDidFinish(_ composer: ComposerViewController) {
        composer.willMove(toParent: nil)
        composer.view.removeFromSuperview()
        composer.removeFromParent()
        print("finished", composer)
    }
}

let inbox = InboxViewController()
window.rootViewController = inbox
wait(0.2)
let c = inbox.compose()
wait(0.2)
c.send()
