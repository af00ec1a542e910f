import Foundation
import SandboxKit

/// The modal demo: a home page presenting a page full screen in each `modalTransitionStyle` (the
/// home page leaves the screen and hears the disappearance), or as a page sheet (it stays, without
/// callbacks; the sheet can be swiped down). The presented page has a Dismiss button.
final class ModalDemoController: UIViewController {
    static let styles: [(title: String, style: UIModalTransitionStyle)] = [
        ("Cover vertical", .coverVertical), ("Flip horizontal", .flipHorizontal),
        ("Cross dissolve", .crossDissolve), ("Partial curl", .partialCurl),
    ]

    init() {
        super.init(nibName: nil, bundle: nil)
        debugName = "home"
    }

    override func viewDidLoad() {
        let page = DemoPageView(colour: .systemIndigo, title: "Modal",
                                detail: "Full screen: home disappears. Page sheet: home stays, without callbacks.")
        for (title, style) in Self.styles {
            page.addButton("Full screen: \(title)") { [unowned self] in self.presentPage(.fullScreen, style, title) }
        }
        page.addButton("Page sheet (swipe down)") { [unowned self] in self.presentPage(.pageSheet, .coverVertical, "Page sheet") }
        page.install(in: self)
    }

    private func presentPage(_ presentation: UIModalPresentationStyle, _ transition: UIModalTransitionStyle, _ title: String) {
        let presented = ModalDemoPage(title: title, sheet: presentation == .pageSheet)
        presented.modalPresentationStyle = presentation
        presented.modalTransitionStyle = transition
        present(presented, animated: true)
    }
}

/// The presented page (`modal`): its style's name and a Dismiss button.
final class ModalDemoPage: UIViewController {
    private let sheet: Bool

    init(title: String, sheet: Bool) {
        self.sheet = sheet
        super.init(nibName: nil, bundle: nil)
        debugName = "modal"
        self.title = title
    }

    override func viewDidLoad() {
        let page = DemoPageView(colour: sheet ? .systemTeal : .systemPink, title: title ?? "",
                                detail: sheet ? "Swipe down past half the card or flick it, or Dismiss." : "Dismiss plays the style backwards.")
        page.addButton("Dismiss") { [unowned self] in self.dismiss(animated: true) }
        page.install(in: self)
    }
}
