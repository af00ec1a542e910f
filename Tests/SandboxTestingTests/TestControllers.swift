import Foundation
import SandboxKit

/// A container showing a page, with a openButton that presents a detail controller full screen.
final class InboxController: UIViewController {
    let page = UIViewController()
    let detail = UIViewController()
    let openButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        page.debugName = "page"
        detail.debugName = "detail"
        detail.modalPresentationStyle = .fullScreen
        view.backgroundColor = .white
        addChild(page)
        view.addSubview(page.view)
        page.didMove(toParent: self)
        openButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        openButton.setTitle("Open", for: .normal)
        openButton.addTarget(self, action: { [weak self] _ in
            guard let self else { return }
            self.present(self.detail, animated: true)
        }, for: .touchUpInside)
        view.addSubview(openButton)
    }
}

/// A square the user drags around with a pan recognizer, as a card or a slider would be.
final class DraggableController: UIViewController {
    let square = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    private var start = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        square.backgroundColor = .red
        view.addSubview(square)
        let pan = UIPanGestureRecognizer(target: self, action: { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            if pan.state == .began { self.start = self.square.center }
            let t = pan.translation(in: self.view)
            self.square.center = CGPoint(x: self.start.x + t.x, y: self.start.y + t.y)
        })
        square.addGestureRecognizer(pan)
    }
}
