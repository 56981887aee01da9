// Generated code. Do not modify. Run npm run gen.
export const validate = validate33;
const schema34 = {"type":"object","properties":{"sid":{"type":"string"}},"required":["sid"]};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sid === undefined) && (missing0 = "sid")){
validate33.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sid !== undefined){
if(typeof data.sid !== "string"){
validate33.errors = [{instancePath:instancePath+"/sid",schemaPath:"#/properties/sid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}
