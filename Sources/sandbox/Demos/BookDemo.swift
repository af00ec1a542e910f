import Foundation
import SandboxKit

/// The book demo: a `UIPageViewController` in the page-curl style whose pages (`page1` … `page5`) are
/// turned by dragging (a corner, or anywhere on the page): leftwards turns forward, rightwards back, the
/// curl following the finger. Let go past half the width (or flicked) the page turns; let go
/// earlier it curls back, and the turn is cancelled with a swipe-back's callbacks. The book is its own
/// data source and delegate, so the overlay lists the data source's questions and the delegate's
/// `willTransitionTo` and `didFinishAnimating(…transitionCompleted:)` with the pages' callbacks.
final class BookDemoController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    static let pageCount = 5
    private(set) lazy var pages: [UIViewController] = (1...Self.pageCount).map { BookDemoPage(number: $0) }

    init() {
        super.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        debugName = "book"
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
}

/// Page `number` of the book: a paper-coloured page with its number and how to turn it.
final class BookDemoPage: UIViewController {
    static let colours: [UIColor] = [.systemTeal, .systemOrange, .systemGreen, .systemPurple, .systemPink]
    let number: Int

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        debugName = "page\(number)"
    }

    override func viewDidLoad() {
        let detail = number == 1
            ? "Drag the bottom-right corner to the left: past half the width the page turns, less and it curls back."
            : number == BookDemoController.pageCount ? "The last page. Drag from the left edge to the right to turn back."
            : "Drag left to turn on, right to turn back. Let go early and the turn is cancelled."
        let page = DemoPageView(colour: Self.colours[(number - 1) % Self.colours.count],
                                title: "Page \(number) of \(BookDemoController.pageCount)", detail: detail)
        page.install(in: self)
    }
}
