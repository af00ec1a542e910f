import XCTest

/// iOS code that uses a broad sample of the UIKit, Core Animation and Core Graphics API declared for
/// coverage (deprecated classes included) compiles as a scenario and runs: what behaves prints what
/// UIKit would, and what is not simulated runs harmlessly and is named once in a warning.
final class DeclaredSurfaceScenarioTests: CompiledScenarioTestCase {
    func testCodeUsingTheDeclaredSurfaceCompilesAndRuns() async throws {
        _ = try write("surface.swift", """
            import UIKit

            final class GalleryViewController: UIViewController, UIScrollViewDelegate, UITextFieldDelegate,
                                               UICollectionViewDragDelegate, UICollectionViewDropDelegate,
                                               UITableViewDataSourcePrefetching, UIPointerInteractionDelegate,
                                               NSTextStorageDelegate, UITabBarDelegate, UINavigationBarDelegate {
                let scrollView = UIScrollView()
                let photo = UIImageView()
                let field = UITextField()
                var frames = 0
                var link: CADisplayLink?

                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand(input: "k", modifierFlags: [], action: #selector(close))]
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor(hue: 0.6, saturation: 0.2, brightness: 1, alpha: 1)
                    scrollView.frame = view.bounds
                    scrollView.delegate = self
                    scrollView.minimumZoomScale = 1
                    scrollView.maximumZoomScale = 4
                    scrollView.indicatorStyle = .white
                    view.addSubview(scrollView)
                    photo.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                    photo.animationImages = [UIImage(systemName: "star")!, UIImage(systemName: "heart")!]
                    photo.animationDuration = 1
                    photo.startAnimating()
                    scrollView.addSubview(photo)
                    scrollView.setZoomScale(2, animated: false)

                    let button = UIButton(type: .system)
                    button.setAttributedTitle(NSAttributedString(string: "Share", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]), for: .normal)
                    button.setTitleShadowColor(.black, for: .normal)
                    button.isPointerInteractionEnabled = true
                    button.role = .destructive
                    view.addSubview(button)

                    let item = UIBarButtonItem(title: "Done", image: nil, primaryAction: nil, menu: nil)
                    item.setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 17)], for: .normal)
                    item.setBackgroundImage(nil, for: .normal, barMetrics: .default)
                    navigationItem.rightBarButtonItem = item
                    UINavigationBar().setBackgroundImage(UIImage(), for: .default)

                    let layer = CATextLayer()
                    layer.string = "Badge"
                    layer.fontSize = 12
                    layer.alignmentMode = .center
                    layer.contentsGravity = .resizeAspect
                    view.layer.addSublayer(layer)
                    let replicated = CAScrollLayer()
                    replicated.scrollMode = .vertically
                    replicated.scroll(to: CGPoint(x: 0, y: 10))
                    let group = CAAnimationGroup()
                    group.animations = [CABasicAnimation(keyPath: "opacity")]
                    group.duration = 0.2
                    layer.add(group, forKey: "pulse")
                    _ = layer.convert(CGPoint.zero, to: view.layer)

                    link = CADisplayLink(target: self, selector: #selector(step))
                    link?.preferredFramesPerSecond = 30
                    link?.add(to: .main, forMode: .common)

                    field.text = "hello"
                    field.delegate = self
                    if let end = field.position(from: field.beginningOfDocument, offset: 5),
                       let range = field.textRange(from: field.beginningOfDocument, to: end) {
                        field.replace(range, withText: "howdy")
                    }
                    view.addSubview(field)
                    view.addInteraction(UIPointerInteraction(delegate: self))
                    view.mask = nil
                    view.tintAdjustmentMode = .normal
                    _ = UIBezierPath(roundedRect: view.bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12))
                    let storage = NSTextStorage(string: "notes")
                    storage.delegate = self
                    storage.addLayoutManager(NSLayoutManager())
                    storage.replaceCharacters(in: NSRange(location: 0, length: 1), with: "N")
                    _ = NSTextAttachment(image: UIImage(systemName: "star")!)
                    let web = UIWebView(frame: view.bounds)
                    web.loadHTMLString("<b>hi</b>", baseURL: nil)
                    _ = topLayoutGuide.length
                    _ = UIApplication.shared.statusBarFrame
                    UIMenuController.shared.menuItems = [UIMenuItem(title: "Define", action: #selector(close))]
                    let html = try? NSAttributedString(data: Data("<p>a &amp; b</p>".utf8),
                                                       options: [.documentType: NSAttributedString.DocumentType.html],
                                                       documentAttributes: nil)
                    print("html", html?.string ?? "-")
                    var outline = NSDiffableDataSourceSectionSnapshot<String>()
                    outline.append(["Root"])
                    outline.append(["Leaf"], to: "Root")
                    outline.expand(["Root"])
                    print("outline", outline.visibleItems)
                    print("field", field.text ?? "-", "zoom", scrollView.zoomScale, "photo", photo.frame.size)
                    print("status bar", UIApplication.shared.statusBarFrame.height > 20)
                    UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [.calculationModeLinear], animations: {
                        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { self.photo.alpha = 0.5 }
                    })
                }

                func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }

                @objc func step(_ link: CADisplayLink) {
                    frames += 1
                    if frames == 6 {
                        link.invalidate()
                        print("display link stopped after", frames, "frames")
                    }
                }

                @objc func close() { print("k closed") }

                func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                                    at indexPath: IndexPath) -> [UIDragItem] {
                    [UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))]
                }
                func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {}
                func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                                    withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
                    UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
                }
                func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
                func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
                    UIPointerStyle(effect: .highlight(UITargetedPreview(view: view)))
                }
                func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                                 range editedRange: NSRange, changeInLength delta: Int) {
                    print("storage edited", textStorage.string)
                }
                func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
            }

            let gallery = GalleryViewController()
            window.rootViewController = gallery
            wait(0.5)
            typeText("k")
            wait(0.1)

            """)
        let r = try sandbox(["trace", "surface.swift"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let prints = r.stdout.split(separator: "\n").filter { $0.hasPrefix("print: ") }.map { String($0.dropFirst(7)) }
        XCTAssertEqual(prints, [
            "storage edited Notes",
            "html a & b",
            "outline [\"Root\", \"Leaf\"]",
            "field howdy zoom 2.0 photo (200.0, 200.0)",
            "status bar true",
            "display link stopped after 6 frames",
            "k closed",
        ], r.stdout)
        for api in ["UIWebView (deprecated: it loads and draws nothing)", "UIButton.setTitleShadowColor(_:for:)",
                    "UIButton.isPointerInteractionEnabled", "UIPointerInteraction", "UINavigationBar.setBackgroundImage(_:for:)",
                    "the text attribute NSUnderline", "NSAttributedString from HTML"] {
            XCTAssertTrue(r.stdout.contains(api), "\(api) is named in a warning:\n\(r.stdout)")
        }
    }
}
