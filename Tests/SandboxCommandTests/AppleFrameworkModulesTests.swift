import Foundation
import XCTest

/// The Apple frameworks besides UIKit that a scenario imports as on iOS (`import WebKit`, `MapKit`,
/// `CoreLocation`, `UserNotifications`, `LocalAuthentication`), answering as a device whose user says
/// "Don't Allow", with no biometry and no network; and the one error for a framework the sandbox lacks.
final class AppleFrameworkModulesTests: CompiledScenarioTestCase {
    func testFrameworksAnswerAsADeviceWhoseUserRefuses() async throws {
        _ = try write("frameworks.swift", """
            import UIKit
            import WebKit
            import MapKit
            import CoreLocation
            import UserNotifications
            import LocalAuthentication

            final class Place: NSObject, MKAnnotation {
                let coordinate: CLLocationCoordinate2D
                let title: String?
                init(_ title: String, _ latitude: Double, _ longitude: Double) {
                    self.title = title
                    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
                }
            }

            final class MapPage: UIViewController, MKMapViewDelegate, CLLocationManagerDelegate {
                let map = MKMapView()
                let manager = CLLocationManager()
                override func loadView() { view = map }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    map.delegate = self
                    map.addAnnotations([Place("London", 51.5, -0.13), Place("Oslo", 59.9, 10.75)])
                    manager.delegate = self
                    manager.requestWhenInUseAuthorization()
                    manager.startUpdatingLocation()
                }
                func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
                    let pin = MKPinAnnotationView(annotation: annotation, reuseIdentifier: "pin")
                    pin.canShowCallout = true
                    print("view for " + (annotation.title ?? "?"))
                    return pin
                }
                func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
                    print("authorization \\(status.rawValue)")
                }
                func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
                    print("location failed: denied \\((error as? CLError)?.code == .denied)")
                }
            }

            let page = MapPage()
            window.rootViewController = page
            wait(0.1)
            let pins = page.map.subviews.compactMap { $0 as? MKAnnotationView }
            print("pins \\(pins.count), London west of Oslo \\(pins[0].center.x < pins[1].center.x)")

            let web = WKWebView()
            web.load(URLRequest(url: URL(string: "https://www.hackingwithswift.com/read")!))
            print("web \\(web.url?.host ?? "nil") title \\(web.title ?? "nil") back \\(web.canGoBack)")

            UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { granted, error in
                print("notifications granted \\(granted) error \\(error == nil ? "none" : "some")")
            }
            let content = UNMutableNotificationContent()
            content.title = "Wake up"
            UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "a", content: content, trigger: nil)) { error in
                print("add: not allowed \\((error as? UNError)?.code == .notificationsNotAllowed)")
            }

            var error: NSError?
            let context = LAContext()
            print("biometrics \\(context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)) code \\(error?.code ?? 0)")
            wait(0.1)

            """)
        let r = try sandbox(["run", "frameworks.swift", "--log", "frameworks.jsonl"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n"), [
            "view for London", "view for Oslo",
            "authorization 0", "authorization 2", "location failed: denied true",
            "pins 2, London west of Oslo true",
            "web www.hackingwithswift.com title nil back false",
            "biometrics false code -6",
            "notifications granted false error none",
            "add: not allowed true",
        ], r.stdout)
        let log = try String(contentsOf: folder.appendingPathComponent("frameworks.jsonl"), encoding: .utf8)
        XCTAssertTrue(log.contains("WKWebView (web content is not loaded"), "the placeholder is reported as not simulated")
    }

    /// A scenario imports Core Data as an app does: a model made in code, a store in memory, objects saved
    /// and fetched with a predicate (there is no `.xcdatamodeld` beside a single file).
    func testCoreDataWorksInAScenario() async throws {
        _ = try write("store.swift", """
            import UIKit
            import CoreData

            let name = NSAttributeDescription()
            name.name = "name"
            name.attributeType = .stringAttributeType
            let city = NSEntityDescription()
            city.name = "City"
            city.properties = [name]
            let model = NSManagedObjectModel()
            model.entities = [city]
            let container = NSPersistentContainer(name: "Model", managedObjectModel: model)
            container.persistentStoreDescriptions.first?.type = NSInMemoryStoreType
            container.loadPersistentStores { _, error in print("loaded, error: \\(error == nil ? "none" : "some")") }
            for n in ["Oslo", "Bergen", "Paris"] {
                NSEntityDescription.insertNewObject(forEntityName: "City", into: container.viewContext).setValue(n, forKey: "name")
            }
            try! container.viewContext.save()
            let request = NSFetchRequest<NSManagedObject>(entityName: "City")
            request.predicate = NSPredicate(format: "name ENDSWITH[c] %@", "O")
            print(try! container.viewContext.fetch(request).compactMap { $0.value(forKey: "name") as? String })
            container.viewContext.automaticallyMergesChangesFromParent = true
            container.performBackgroundTask { context in
                NSEntityDescription.insertNewObject(forEntityName: "City", into: context).setValue("Lyon", forKey: "name")
                try! context.save()
            }
            container.viewContext.perform { print("performed") }
            wait(1)
            print(container.viewContext.registeredObjects.count, "cities")

            """)
        let r = try sandbox(["run", "store.swift"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "loaded, error: none\n[\"Oslo\"]\nperformed\n4 cities\n", "the background save merged in")
    }
}
