import Foundation

/// The share sheet. The sandbox has no services to share to: presented, the sheet lists what would be
/// shared (each item's text, a URL's address, "Image" for an image) under a Close button, which
/// dismisses it and calls `completionWithItemsHandler` with no activity and `completed` false, as iOS
/// does when the user closes the sheet. That nothing can be shared is reported once as not simulated.
@MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    open var allowsProminentActivity = true

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    /// The lines the sheet lists, one per item.
    var itemDescriptions: [String] {
        activityItems.map { item in
            switch item {
            case let url as URL: url.absoluteString
            case is UIImage: "Image"
            case let text as String: text
            default: String(describing: item)
            }
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let list = UILabel()
        list.numberOfLines = 0
        list.text = itemDescriptions.joined(separator: "\n")
        list.frame = CGRect(x: 20, y: 64, width: view.bounds.width - 40, height: 200)
        list.autoresizingMask = [.flexibleWidth]
        view.addSubview(list)
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.frame = CGRect(x: view.bounds.width - 100, y: 16, width: 84, height: 32)
        close.autoresizingMask = [.flexibleLeftMargin]
        close.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        view.addSubview(close)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        NotSimulated.record("UIActivityViewController (there are no services to share to)")
    }

    func close() {
        let handler = completionWithItemsHandler
        dismiss(animated: true) { handler?(nil, false, nil, nil) }
    }
}
