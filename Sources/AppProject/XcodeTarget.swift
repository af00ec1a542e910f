/// A target of an Xcode project (`PBXNativeTarget`, or an aggregate or legacy one): what it builds and
/// where its files and settings are found.
public struct XcodeTarget: Sendable, Equatable {
    /// The product type of an iOS (or other platform) application.
    public static let applicationProductType = "com.apple.product-type.application"

    public let id: String
    public let name: String
    /// `PBXNativeTarget`, `PBXAggregateTarget` or `PBXLegacyTarget`.
    public let isa: String
    /// `com.apple.product-type.application`, `…bundle.unit-test`, `…app-extension`, `…framework`…
    public let productType: String?
    public let productName: String?
    /// The names of the target's build phases in order (`Sources`, `Resources`, `[CP] Check Pods
    /// Manifest.lock`…), as Xcode shows them.
    public let buildPhaseNames: [String]
    public let packageProducts: [PackageProductDependency]

    let buildPhaseIDs: [String]
    let synchronizedGroupIDs: [String]
    let configurationListID: String?

    /// Whether the target builds an app (tests, extensions, frameworks and the like do not).
    public var isApplication: Bool {
        productType == Self.applicationProductType
    }

    /// Whether CocoaPods has integrated itself into the target (its `[CP] …` script phases).
    public var hasCocoaPodsPhases: Bool {
        buildPhaseNames.contains { $0.hasPrefix("[CP]") }
    }
}
