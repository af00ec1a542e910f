import Foundation

/// The system's photo picker and camera. On the Simulator there is no camera
/// (`isSourceTypeAvailable(.camera)` is false, as Apple documents for a device without one) and the photo
/// library is the Simulator's own. The sandbox has no photos: a presented picker shows an empty
/// library ("No Photos or Videos") under a navigation bar with Cancel, which calls the delegate's
/// `imagePickerControllerDidCancel(_:)` (by default the picker dismisses itself, as UIKit does when the
/// delegate does not implement it). That there is nothing to pick is reported once as not simulated.
@MainActor
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public enum CameraDevice: Int, Sendable { case rear, front }
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540 }

    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }

    /// Only the photo library and the saved photos album exist on the Simulator.
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    public static func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    public static func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }
    public static func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    /// Setting `.camera` on a device without one is UIKit's exception "Source type 1 not available"; here
    /// the source type stays as it was and the missing camera is reported once.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard !Self.isSourceTypeAvailable(sourceType) else { return }
            NotSimulated.record("UIImagePickerController.sourceType .camera (Source type \(sourceType.rawValue) not available)")
            sourceType = oldValue
        }
    }
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var videoQuality: QualityType = .typeMedium
    open var videoMaximumDuration: TimeInterval = 600
    open var showsCameraControls = true
    open var cameraOverlayView: UIView?
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraFlashMode: CameraFlashMode = .auto

    public init() {
        super.init(rootViewController: EmptyPhotoLibraryViewController())
    }

    public override init?(coder: NSCoder) {
        super.init(rootViewController: EmptyPhotoLibraryViewController())
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        NotSimulated.record("UIImagePickerController (the photo library is empty)")
    }

    open func takePicture() { NotSimulated.record("UIImagePickerController.takePicture()") }
    open func startVideoCapture() -> Bool { NotSimulated.record("UIImagePickerController.startVideoCapture()"); return false }
    open func stopVideoCapture() {}

    /// The Cancel button: the delegate's (`delegate`, which UIKit types as both delegates), else the
    /// picker goes away.
    func cancel() {
        if let delegate = delegate as? any UIImagePickerControllerDelegate { delegate.imagePickerControllerDidCancel(self) } else { dismiss(animated: true) }
    }
}

/// What the picker tells its delegate; both methods optional, as in UIKit.
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
    }
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}

/// The picker's first page: "Photos", Cancel, and the empty library's message.
final class EmptyPhotoLibraryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        let message = UILabel()
        message.text = "No Photos or Videos"
        message.font = .systemFont(ofSize: 22, weight: .semibold)
        message.textColor = .secondaryLabel
        message.textAlignment = .center
        message.frame = CGRect(x: 0, y: view.bounds.midY - 20, width: view.bounds.width, height: 40)
        message.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(message)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            (self?.navigationController as? UIImagePickerController)?.cancel()
        })
    }
}
