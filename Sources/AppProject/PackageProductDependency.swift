/// A library product a target links from a Swift package (`XCSwiftPackageProductDependency`).
public struct PackageProductDependency: Sendable, Equatable {
    /// The product's name (`Alamofire`); a build plug-in's is written `plugin:Name`.
    public let productName: String
    /// The package it comes from; `nil` when the project does not say (a product of a local package
    /// added by path in older Xcode versions).
    public let package: SwiftPackageReference?

    public init(productName: String, package: SwiftPackageReference?) {
        self.productName = productName
        self.package = package
    }
}
