import Foundation
import SandboxKit

/// The system's peer picker: a screen listing nearby devices (none here, it says so) with Cancel and
/// Done, which tell the delegate as the system's buttons do.
@MainActor
open class MCBrowserViewController: UIViewController {
    public let session: MCSession
    public let serviceType: String
    open weak var delegate: (any MCBrowserViewControllerDelegate)?
    open var minimumNumberOfPeers = 2
    open var maximumNumberOfPeers = 8

    public init(serviceType: String, session: MCSession) {
        self.serviceType = serviceType
        self.session = session
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(browser: MCNearbyServiceBrowser, session: MCSession) {
        self.init(serviceType: browser.serviceType, session: session)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel()
        title.text = "Choose Peers"
        title.font = .boldSystemFont(ofSize: 17)
        title.textAlignment = .center
        let empty = UILabel()
        empty.text = "No peers nearby"
        empty.textColor = .secondaryLabel
        empty.textAlignment = .center
        let cancel = UIButton(type: .system)
        cancel.setTitle("Cancel", for: .normal)
        cancel.addAction(UIAction { [weak self] _ in self.map { $0.delegate?.browserViewControllerWasCancelled($0) } }, for: .touchUpInside)
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.isEnabled = false
        done.addAction(UIAction { [weak self] _ in self.map { $0.delegate?.browserViewControllerDidFinish($0) } }, for: .touchUpInside)
        for subview in [title, empty, cancel, done] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: guide.topAnchor, constant: 12),
            title.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            cancel.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            cancel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            done.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            done.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            empty.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            empty.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        NotSimulated.record("MCBrowserViewController (no peers nearby)")
    }

}

@MainActor
public protocol MCBrowserViewControllerDelegate: AnyObject {
    func browserViewControllerDidFinish(_ browserViewController: MCBrowserViewController)
    func browserViewControllerWasCancelled(_ browserViewController: MCBrowserViewController)
    func browserViewController(_ browserViewController: MCBrowserViewController, shouldPresentNearbyPeer peerID: MCPeerID,
                               withDiscoveryInfo info: [String: String]?) -> Bool
}

extension MCBrowserViewControllerDelegate {
    public func browserViewController(_ browserViewController: MCBrowserViewController, shouldPresentNearbyPeer peerID: MCPeerID,
                                      withDiscoveryInfo info: [String: String]?) -> Bool { true }
}
