// A book: a UIPageViewController with the page-curl style (R14). A short drag from the right edge curls
// the page a little and, let go, it curls back (cancelled); a long drag turns it. The data source is
// asked for the pages after and before, the delegate hears each turn begin and end.
class Page: UIViewController {}

class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    init(_ pages: [UIViewController]) { self.pages = pages }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
        return pages[i - 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
}

let one = Page()
let two = Page()
let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
let pages = Pages([one, two])
book.dataSource = pages
book.delegate = pages
book.setViewControllers([one], direction: .forward, animated: false)
window.rootViewController = book
wait(0.5)

drag(from: CGPoint(x: 380, y: 500), to: CGPoint(x: 300, y: 500), duration: 1)
wait(1)
print(book.viewControllers!)

drag(from: CGPoint(x: 380, y: 500), to: CGPoint(x: 40, y: 500), duration: 1)
wait(1)
print(book.viewControllers!)
