import Foundation
import SandboxKit

/// The default demo, a custom container: a row of tab buttons over a content area whose
/// child is replaced with `transition(from:to:duration:options:animations:completion:)`, with the
/// containment calls in the documented order (`willMove(toParent: nil)`, `addChild`, the transition,
/// then `removeFromParent` and `didMove(toParent:)` in the completion).
final class TabsContainerController: UIViewController {
    /// The effect each tab's transition uses: curl up, curl down, cross-dissolve, flip from the left.
    static let tabOptions: [UIView.AnimationOptions] = [
        .transitionCurlUp, .transitionCurlDown, .transitionCrossDissolve, .transitionFlipFromLeft,
    ]
    /// Seconds per transition (1 s).
    var duration: TimeInterval = 1
    /// When set, every tab uses this effect instead of its own.
    var optionOverride: UIView.AnimationOptions?

    let pages: [PageViewController] = PageViewController.Page.allCases.map { PageViewController($0) }
    private(set) var current: PageViewController?
    private let tabBar = UIView()
    private let content = UIView()
    private var buttons: [UIButton] = []

    override func viewDidLoad() {
        view.backgroundColor = .white
        tabBar.backgroundColor = .systemGray6
        view.addSubview(tabBar)
        content.backgroundColor = .white
        view.addSubview(content)
        for (i, page) in pages.enumerated() {
            let b = UIButton(type: .system, primaryAction: UIAction(title: "\(i + 1) \(page.page.shortTitle)") { [unowned self] _ in
                self.select(i)
            })
            b.titleLabel?.font = .boldSystemFont(ofSize: 13)
            b.layer.cornerRadius = 8
            tabBar.addSubview(b)
            buttons.append(b)
        }
        // The first page is added the documented way, without a transition.
        let first = pages[0]
        addChild(first)
        content.addSubview(first.view)
        first.didMove(toParent: self)
        current = first
        updateButtons()
    }

    override func viewDidLayoutSubviews() {
        let b = view.bounds
        tabBar.frame = CGRect(x: 0, y: 0, width: b.width, height: 104)
        content.frame = CGRect(x: 0, y: 104, width: b.width, height: b.height - 104)
        let w = (b.width - 16 - CGFloat(buttons.count - 1) * 6) / CGFloat(max(buttons.count, 1))
        for (i, button) in buttons.enumerated() {
            button.frame = CGRect(x: 8 + CGFloat(i) * (w + 6), y: 52, width: w, height: 44)
        }
        current?.view.frame = content.bounds
    }

    /// Moves from the current page to page `index` with that tab's transition.
    func select(_ index: Int) {
        guard pages.indices.contains(index), let from = current else { return }
        let to = pages[index]
        guard from !== to else { return }
        from.willMove(toParent: nil)
        addChild(to)
        to.view.frame = content.bounds
        current = to
        updateButtons()
        transition(from: from, to: to, duration: duration, options: optionOverride ?? Self.tabOptions[index],
                   animations: nil) { [weak self] _ in
            // A click back to `from` during this transition made it current again (R5 finishes this
            // transition first): it stays a child.
            if from !== self?.current { from.removeFromParent() }
            to.didMove(toParent: self)
        }
    }

    private func updateButtons() {
        for (i, b) in buttons.enumerated() {
            let selected = pages[i] === current
            b.backgroundColor = selected ? pages[i].page.color : .white
            b.setTitleColor(selected ? .white : pages[i].page.color, for: .normal)
        }
    }
}

/// One child page: distinct at a glance (colour, title, a few rows of content).
final class PageViewController: UIViewController {
    enum Page: CaseIterable {
        case messages, birthdays, friends, photos

        var name: String { ["messages", "birthdays", "friends", "photos"][index] }
        var title: String { ["Messages", "Birthday reminders", "Friend requests", "Photos"][index] }
        var shortTitle: String { ["Messages", "Birthdays", "Friends", "Photos"][index] }
        var color: UIColor { [UIColor.systemBlue, .systemOrange, .systemGreen, .systemPurple][index] }
        var rows: [String] {
            [["Anna: Lunch tomorrow?", "Ben: The build is green", "Chloé: See you at 6", "Dev: Sent the photos"],
             ["Today: Grandma (90)", "Tue: Sam", "Fri: Priya", "Next month: Léo"],
             ["Maria wants to be friends", "Tom wants to be friends", "Yuki wants to be friends"],
             ["Holiday, 48 photos", "Birthday, 12 photos", "Screenshots, 7 photos"]][index]
        }
        private var index: Int { Page.allCases.firstIndex(of: self)! }
    }

    let page: Page

    init(_ page: Page) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
        debugName = page.name
        title = page.title
    }

    override func viewDidLoad() {
        view.backgroundColor = page.color
        let heading = UILabel(frame: CGRect(x: 20, y: 24, width: 350, height: 40))
        heading.text = page.title
        heading.font = .boldSystemFont(ofSize: 28)
        heading.textColor = .white
        heading.autoresizingMask = [.flexibleWidth]
        view.addSubview(heading)
        for (i, row) in page.rows.enumerated() {
            let card = UIView(frame: CGRect(x: 16, y: 84 + CGFloat(i) * 72, width: 358, height: 60))
            card.backgroundColor = UIColor(white: 1, alpha: 0.9)
            card.layer.cornerRadius = 12
            card.autoresizingMask = [.flexibleWidth]
            let label = UILabel(frame: card.bounds.insetBy(dx: 16, dy: 0))
            label.text = row
            label.textColor = .label
            card.addSubview(label)
            view.addSubview(card)
        }
    }
}
